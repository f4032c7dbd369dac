import { guardLeadingSlashes } from "@/components/head-scripts/path-guard";

function fakeWindow(pathname: string, replaceState: History["replaceState"] = jest.fn()) {
  const state = { from: "router" };
  return {
    state,
    win: {
      location: { pathname, search: "?filter=events", hash: "#grid" } as Location,
      history: { state, replaceState } as unknown as History,
    },
  };
}

describe("guardLeadingSlashes", () => {
  it("rewrites a path with repeated leading slashes in place, keeping state, query and hash", () => {
    const { win, state } = fakeWindow("//portfolio/");
    guardLeadingSlashes(win);
    expect(win.history.replaceState).toHaveBeenCalledWith(state, "", "/portfolio/?filter=events#grid");
  });

  it("leaves a path with one leading slash alone", () => {
    const { win } = fakeWindow("/portfolio//");
    guardLeadingSlashes(win);
    expect(win.history.replaceState).not.toHaveBeenCalled();
  });

  it("does not throw when the browser refuses to rewrite the address", () => {
    const { win } = fakeWindow("//contact/", () => {
      throw new DOMException("refused", "SecurityError");
    });
    expect(() => guardLeadingSlashes(win)).not.toThrow();
  });
});
