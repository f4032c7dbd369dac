"use client";

import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE } from "@/components/head-scripts/page-marks";

/**
 * Marks `<html data-hydrated>` once React has taken over the pre-rendered page. Until then the
 * framework scripts may still be loading (they start after the first paint, see
 * scripts/postbuild/paint-first.mjs) and an island cannot answer a press (a tap on a button is
 * held until this mark, components/head-scripts/early-tap.ts), so this is the moment the page is
 * really interactive: the end-to-end tests wait for it before acting like a visitor.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
  }, []);
  return null;
}
