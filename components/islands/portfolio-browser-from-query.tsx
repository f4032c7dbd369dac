"use client";

import { useSearchParams } from "next/navigation";
import { parseFilterParam } from "@/lib/portfolio-filter";
import { PortfolioBrowser, type PortfolioBrowserProps } from "./portfolio-browser";

/**
 * Reads `?filter=` and presets the browser with it. Kept tiny because reading search params in a
 * static export must sit inside its own <Suspense> boundary (GUIDE §2.6).
 */
export function PortfolioBrowserFromQuery(props: Omit<PortfolioBrowserProps, "initialFilter">) {
  const raw = useSearchParams().get("filter");
  // A new query (e.g. following another preset link) starts a fresh browser with that filter.
  return <PortfolioBrowser key={raw ?? ""} {...props} initialFilter={parseFilterParam(raw)} />;
}
