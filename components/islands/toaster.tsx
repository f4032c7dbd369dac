"use client";

import { Toaster as SonnerToaster } from "sonner";

/** The site's one toast region, with SPEC §9's settings: one visible, 5000 ms, F8 to focus. */
export function Toaster() {
  return (
    <SonnerToaster
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      position="bottom-right"
      closeButton
      containerAriaLabel="Notifications"
      style={{ "--width": "min(420px, calc(100vw - 2rem))" } as React.CSSProperties}
      toastOptions={{ classNames: { toast: "font-sans", description: "!text-ink-700" } }}
    />
  );
}
