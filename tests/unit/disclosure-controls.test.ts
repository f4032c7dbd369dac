import { controlDisclosures, closeDisclosureOf } from "@/components/ui/disclosure-controls";

/** Two static disclosures, as static-disclosure.tsx writes them, and something outside them. */
function render() {
  document.body.innerHTML = ["one", "two"]
    .map(
      (id) =>
        `<div data-slot="disclosure" data-state="closed"><button type="button" data-slot="disclosure-trigger" aria-expanded="false" aria-controls="${id}-panel">${id}</button>` +
        `<ul id="${id}-panel" data-slot="disclosure-panel" hidden><li><a href="/${id}/">${id} link</a></li></ul></div>`,
    )
    .join("")
    .concat('<p id="outside">Outside</p>');
  const root = document.body;
  const trigger = (id: string) => document.querySelector<HTMLButtonElement>(`[aria-controls="${id}-panel"]`)!;
  const panel = (id: string) => document.getElementById(`${id}-panel`)!;
  const state = (id: string) => ({
    state: trigger(id).closest("[data-slot=disclosure]")?.getAttribute("data-state"),
    expanded: trigger(id).getAttribute("aria-expanded"),
    hidden: panel(id).hidden,
  });
  return { root, trigger, panel, state };
}

const OPEN = { state: "open", expanded: "true", hidden: false };
const CLOSED = { state: "closed", expanded: "false", hidden: true };

describe("controlDisclosures", () => {
  it("opens and closes a panel from its button, and closes an open one on a press outside it", () => {
    const { root, trigger, state } = render();
    const stop = controlDisclosures(root);
    trigger("one").click();
    expect(state("one")).toEqual(OPEN);
    trigger("one").click();
    expect(state("one")).toEqual(CLOSED);
    trigger("one").click();
    trigger("two").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    trigger("two").click();
    expect([state("one"), state("two")]).toEqual([CLOSED, OPEN]);
    document.getElementById("outside")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(state("two")).toEqual(CLOSED);
    stop();
  });

  it("closes on Escape and gives focus back to the button", () => {
    const { root, trigger, panel, state } = render();
    const stop = controlDisclosures(root);
    trigger("two").click();
    panel("two").querySelector("a")!.focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(state("two")).toEqual(CLOSED);
    expect(document.activeElement).toBe(trigger("two"));
    stop();
  });

  it("closes the disclosure an element sits in, and does nothing once stopped", () => {
    const { root, trigger, panel, state } = render();
    const stop = controlDisclosures(root);
    trigger("one").click();
    closeDisclosureOf(panel("one").querySelector("a")!);
    expect(state("one")).toEqual(CLOSED);
    stop();
    trigger("one").click();
    expect(state("one")).toEqual(CLOSED);
  });
});
