"use client";

import { Children, Fragment, cloneElement, isValidElement, useLayoutEffect, useRef, useState } from "react";

/** On every element a static run is made of, in the server's HTML and in React's tree alike. */
export const STATIC_HTML_ATTRIBUTE = "data-static";

/**
 * The props the post-build step gives each of those elements in the page's flight data, in place
 * of its children (scripts/postbuild/static-sections.mjs names them too): the element's tag, and
 * its number in the page.
 */
export const STATIC_TAG_PROP = "as";
export const STRIPPED_ID_PROP = "strippedId";

/** The elements a run starts with, marked, seen through arrays, fragments and nested runs (which mark their own). */
function markTopLevel(children: React.ReactNode): React.ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement<{ children?: React.ReactNode }>(child)) return child;
    if (child.type === Fragment) return markTopLevel(child.props.children);
    if (typeof child.type !== "string") return child;
    return cloneElement(child as React.ReactElement<Record<string, string>>, { [STATIC_HTML_ATTRIBUTE]: "" });
  });
}

/** The elements of this page the post-build step left to the HTML, by number, once hydrated. */
const served = new Map<number, Element>();

type AdoptedProps = Record<string, unknown> & { [STATIC_TAG_PROP]: string; [STRIPPED_ID_PROP]: number };

/**
 * A run of a page that no island ever changes: React adopts its elements as the server rendered
 * them and never walks, renders or re-creates what is inside (docs/decisions/static-sections.md).
 * Wrap it round whole elements (sections, a footer, a link): it adds no element of its own, so
 * nothing about the layout changes. Nothing inside may be a client component: an island sits
 * beside a static run, not in it, and the build fails otherwise.
 *
 * How: on the server, and wherever the children are still in the flight data (`next dev`, unit
 * tests), it renders its children, each top-level element marked `data-static`. The post-build
 * step rewrites each of those elements in the page's flight data into this component with the
 * element's tag and attributes but no children, so the browser never downloads or decodes them,
 * and React, given an empty `dangerouslySetInnerHTML`, keeps the server's DOM inside as it is.
 * Should React ever mount such an element again (an island remounting what it holds), it writes
 * back the HTML the server sent, read from the element it hydrated.
 */
export function StaticHtml(props: { children: React.ReactNode }) {
  const {
    children,
    [STATIC_TAG_PROP]: tag,
    [STRIPPED_ID_PROP]: strippedId,
    ...attributes
  } = props as Partial<AdoptedProps> & { children?: React.ReactNode };
  const ref = useRef<Element>(null);
  // Read once: the first mount hydrates ("" leaves the server's DOM as it is), a later one copies.
  const [html] = useState(() => (strippedId === undefined ? "" : (served.get(strippedId)?.innerHTML ?? "")));
  useLayoutEffect(() => {
    const node = ref.current;
    if (strippedId !== undefined && node?.firstChild) served.set(strippedId, node);
  }, [strippedId]);

  if (tag === undefined || strippedId === undefined) return <>{markTopLevel(children)}</>;
  const Element = tag as React.ElementType;
  return (
    <Element
      {...attributes}
      {...{ [STATIC_HTML_ATTRIBUTE]: "" }}
      ref={ref}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
