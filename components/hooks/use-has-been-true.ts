"use client";

import { useState } from "react";

/**
 * True from the first render in which `condition` is true, for good. Lazily loaded dialogs mount
 * on their first opening and then stay mounted, so closing them behaves exactly like an eager
 * dialog (focus return, Radix clean-up) while visitors who never open one never download it.
 */
export function useHasBeenTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  // Updating state during render is React's documented way to derive state from a change.
  if (condition && !seen) setSeen(true);
  return seen || condition;
}
