import { useEffect } from "react";

/**
 * Answers presses on buttons in static HTML (docs/decisions/static-sections.md), which React never
 * renders and so cannot give an `onClick`: one listener on the document finds the pressed
 * `button[attribute]` and hands it to `onPress`. Keep `onPress` stable (useCallback), or the
 * listener is replaced at every render.
 */
export function useMarkedButtonPress(attribute: string, onPress: (button: HTMLButtonElement) => void): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(`button[${attribute}]`) : null;
      if (button instanceof HTMLButtonElement) onPress(button);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [attribute, onPress]);
}
