"use client";

import { useEffect } from "react";
import { Toaster } from "sonner";
import { interfaceCopy } from "@/content/interface";
import { toasterMounted } from "./notify";

/** Sonner's toast region with SPEC §9's settings: one visible, 5000 ms, F8 to focus it, 420px wide. */
export function SonnerToaster() {
  // Runs after sonner's own Toaster effect (children's effects run first), so it is subscribed.
  useEffect(toasterMounted, []);
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      position="bottom-right"
      closeButton
      containerAriaLabel={interfaceCopy.notificationsLabel}
      style={{ "--width": "min(420px, calc(100vw - 2rem))" } as React.CSSProperties}
      toastOptions={{ classNames: { toast: "font-sans", description: "!text-ink-700" } }}
    />
  );
}
