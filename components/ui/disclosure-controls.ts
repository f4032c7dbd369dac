/*
 * What components/ui/disclosure.tsx does with React state, done on static HTML
 * (static-disclosure.tsx) by an island that runs this once: a press on a trigger opens or closes
 * its panel, a press outside an open disclosure closes it, and Escape closes it and gives focus
 * back to its button. The marks are the primitive's, so the same CSS (`group-data-[state=open]`)
 * and the same tests apply.
 */

const DISCLOSURE = '[data-slot="disclosure"]';
const TRIGGER = '[data-slot="disclosure-trigger"]';

function triggerOf(disclosure: Element) {
  return disclosure.querySelector<HTMLButtonElement>(TRIGGER);
}

function setOpen(disclosure: Element, open: boolean) {
  disclosure.setAttribute("data-state", open ? "open" : "closed");
  const trigger = triggerOf(disclosure);
  trigger?.setAttribute("aria-expanded", String(open));
  const panelId = trigger?.getAttribute("aria-controls");
  const panel = panelId ? disclosure.ownerDocument.getElementById(panelId) : null;
  if (panel) panel.hidden = !open;
}

/** Closes the disclosure an element sits in (a chosen option, a followed link). */
export function closeDisclosureOf(element: Element) {
  const disclosure = element.closest(DISCLOSURE);
  if (disclosure) setOpen(disclosure, false);
}

/** Drives every static disclosure inside `root`; returns what stops it. */
export function controlDisclosures(root: Element): () => void {
  const document = root.ownerDocument;
  const openOnes = () => [...root.querySelectorAll(`${DISCLOSURE}[data-state="open"]`)];

  const onClick = (event: MouseEvent) => {
    const trigger = (event.target as Element | null)?.closest?.(TRIGGER);
    const disclosure = trigger?.closest(DISCLOSURE);
    if (!disclosure || !root.contains(disclosure)) return;
    setOpen(disclosure, disclosure.getAttribute("data-state") !== "open");
  };
  const onPointerDown = (event: PointerEvent) => {
    for (const disclosure of openOnes())
      if (!disclosure.contains(event.target as Node)) setOpen(disclosure, false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    for (const disclosure of openOnes()) {
      setOpen(disclosure, false);
      triggerOf(disclosure)?.focus();
    }
  };

  root.addEventListener("click", onClick as EventListener);
  document.addEventListener("pointerdown", onPointerDown);
  document.addEventListener("keydown", onKeyDown);
  return () => {
    root.removeEventListener("click", onClick as EventListener);
    document.removeEventListener("pointerdown", onPointerDown);
    document.removeEventListener("keydown", onKeyDown);
  };
}
