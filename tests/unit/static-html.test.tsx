import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { StaticHtml } from "@/components/layout/static-html";

/** StaticHtml as the post-build step leaves it in the flight data: a tag, attributes, a number, no children. */
const Adopted = StaticHtml as unknown as (props: Record<string, unknown>) => React.ReactNode;

describe("StaticHtml", () => {
  // Hydrated by hand below (Testing Library's render creates rather than hydrates), so React is told
  // it runs under act() as Testing Library would tell it.
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it("renders its children on the server, marking each top-level element, through fragments and lists", () => {
    const html = renderToString(
      <StaticHtml>
        <section className="a">
          <p>One</p>
        </section>
        <>
          {["b", "c"].map((id) => (
            <div key={id} id={id}>
              text
            </div>
          ))}
        </>
        loose text
      </StaticHtml>,
    );
    expect(html).toBe(
      '<section class="a" data-static=""><p>One</p></section>' +
        '<div id="b" data-static="">text</div><div id="c" data-static="">text</div>loose text',
    );
  });

  it("adopts the server's element without walking, re-creating or owning what is inside it", async () => {
    const container = document.createElement("div");
    container.innerHTML =
      '<section class="band" data-static=""><p id="inside">Server <b>HTML</b></p></section>';
    document.body.append(container);
    const inside = container.querySelector("#inside");
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Adopted as="section" className="band" strippedId={0} />);
    });
    expect(container.querySelector("#inside")).toBe(inside);
    expect(inside?.innerHTML).toBe("Server <b>HTML</b>");
    // React marks every node it owns with its fiber; the section is React's, its content is not.
    const owned = (node: Element | null) =>
      Object.keys(node ?? {}).some((key) => key.startsWith("__reactFiber"));
    expect(owned(container.querySelector("section"))).toBe(true);
    expect(owned(inside)).toBe(false);
    await act(async () => root?.unmount());
    container.remove();
  });

  it("gives an element React mounts again the HTML the server sent", async () => {
    const container = document.createElement("div");
    container.innerHTML = '<div><aside data-static=""><p>Kept</p></aside></div>';
    document.body.append(container);
    let setShown: (shown: boolean) => void = () => {};
    function Island() {
      const [shown, set] = useState(true);
      setShown = set;
      return <div>{shown ? <Adopted as="aside" strippedId={7} /> : null}</div>;
    }
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Island />);
    });
    await act(async () => setShown(false));
    expect(container.querySelector("aside")).toBeNull();
    await act(async () => setShown(true));
    expect(container.querySelector("aside")?.innerHTML).toBe("<p>Kept</p>");
    await act(async () => root?.unmount());
    container.remove();
  });
});
