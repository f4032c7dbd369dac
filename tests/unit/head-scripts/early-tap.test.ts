import { holdEarlyTaps } from "@/components/head-scripts/early-tap";
import { HYDRATED_ATTRIBUTE } from "@/components/head-scripts/page-marks";

const root = document.documentElement;

/** Lets the MutationObserver that watches <html> deliver its records. */
const flushMutations = () => new Promise<void>((resolve) => queueMicrotask(resolve));

async function hydrate() {
  root.setAttribute(HYDRATED_ATTRIBUTE, "true");
  await flushMutations();
}

/** Counts the clicks that reach each button's own handler. */
function countClicks(...ids: string[]) {
  const counts: Record<string, number> = {};
  for (const id of ids) {
    counts[id] = 0;
    document.getElementById(id)!.addEventListener("click", () => (counts[id] = (counts[id] ?? 0) + 1));
  }
  return counts;
}

const tap = (id: string) =>
  document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

describe("holdEarlyTaps", () => {
  beforeEach(() => {
    root.removeAttribute(HYDRATED_ATTRIBUTE);
    document.body.innerHTML = `
      <button id="menu" type="button"><span id="menu-icon"></span></button>
      <button id="play" type="button"></button>
      <button id="off" type="button" disabled></button>
      <form id="form"><input name="email"><button id="send" type="submit"></button></form>`;
    document.getElementById("form")!.addEventListener("submit", (event) => event.preventDefault());
    holdEarlyTaps();
  });

  // Hydrating releases the script's listener, so no test's script outlives it.
  afterEach(hydrate);

  it("holds a tap on a button before hydration and gives it to the button after", async () => {
    const counts = countClicks("menu");
    tap("menu-icon");
    expect(counts.menu).toBe(0);
    await hydrate();
    expect(counts.menu).toBe(1);
  });

  it("keeps only the last tap", async () => {
    const counts = countClicks("menu", "play");
    tap("menu");
    tap("menu");
    tap("play");
    await hydrate();
    expect(counts).toEqual({ menu: 0, play: 1 });
  });

  it("gives a repeated tap on one button once", async () => {
    const counts = countClicks("menu");
    tap("menu");
    tap("menu");
    await hydrate();
    expect(counts.menu).toBe(1);
  });

  it("leaves a form's submit button to the form", async () => {
    const counts = countClicks("send");
    tap("send");
    expect(counts.send).toBe(1);
    await hydrate();
    expect(counts.send).toBe(1);
  });

  it("leaves a disabled button alone and replays nothing for it", async () => {
    const counts = countClicks("off");
    tap("off");
    expect(counts.off).toBe(1);
    (document.getElementById("off") as HTMLButtonElement).disabled = false;
    await hydrate();
    expect(counts.off).toBe(1);
  });

  it("drops a held tap whose button left the page", async () => {
    const counts = countClicks("menu");
    tap("menu");
    document.getElementById("menu")!.remove();
    await hydrate();
    expect(counts.menu).toBe(0);
  });

  it("lets taps through untouched once the page is hydrated", async () => {
    await hydrate();
    const counts = countClicks("menu");
    tap("menu");
    expect(counts.menu).toBe(1);
  });
});
