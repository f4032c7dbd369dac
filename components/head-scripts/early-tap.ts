import { HYDRATED_ATTRIBUTE } from "./page-marks";

/*
 * The framework scripts start after the first paint, so on a phone on a slow network the page is
 * on screen about a second before its islands answer. This runs in <head>, before any of it, and
 * holds a tap on a button made in that time: the button gets it once React has taken over
 * (<html data-hydrated>, components/layout/hydration-mark.tsx) instead of losing it. It must be
 * listening before the page is visible, hence inline and early. Only the last such tap is kept:
 * two taps on the menu button must not open and close it. Links need none of this (they work
 * without JavaScript); a form's submit button is left to the form. Without JavaScript nothing runs.
 */

type EarlyTapWindow = Pick<Window, "document" | "addEventListener" | "removeEventListener"> & {
  MutationObserver: typeof MutationObserver;
};

export function holdEarlyTaps(win: EarlyTapWindow = window): void {
  const root = win.document.documentElement;
  let held: HTMLButtonElement | null = null;

  const hold = (event: Event) => {
    if (root.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    const target = event.target as Partial<Element> | null;
    const button = target?.closest?.("button");
    if (!button || button.disabled || (button.type === "submit" && button.form)) return;
    event.stopPropagation();
    held = button;
  };
  win.addEventListener("click", hold, true);

  new win.MutationObserver((_records, observer) => {
    if (!root.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    win.removeEventListener("click", hold, true);
    const button = held;
    held = null;
    if (button?.isConnected) button.click();
  }).observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}
