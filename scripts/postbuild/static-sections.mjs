// @ts-check
/**
 * Step 3: static runs are not hydrated (docs/decisions/static-sections.md).
 *
 * What no island ever changes is wrapped in `<StaticHtml>` (components/layout/static-html.tsx), a
 * client component that adds no element: on the server it renders its children, marking each
 * top-level element `data-static`. In each page's flight data (the tree React hydrates against,
 * read by flight-rows.mjs) this step rewrites each of those elements into a `StaticHtml` with the
 * element's tag (`as`) and attributes, its number in the page (`strippedId`) and no content (no
 * children, nor the inner HTML a JSON-LD script is given, which StaticHtml sets itself), so
 * the browser neither downloads, decodes nor walks them: React adopts the element and leaves the
 * server's HTML inside it alone. Rows only the removed children used go too. A value shared by
 * reference with something that stays is copied to where it stays first.
 *
 * The same goes for the page's `<title>`, `<meta>` and icon tags, which Next renders through two of
 * its own client components (next-output.mjs): every link on the site loads a document, so nothing
 * ever renders them again, and the tags the server wrote in `<head>` stay as they are. And for each
 * layout's not-found tree on every page but the not-found page: the client would render it only if
 * a render called `notFound()`, which no page of a static site with document loads ever does, yet
 * it travels in every page's flight data, once per layout.
 *
 * The build fails, naming the page, when a static run holds a client component (an island belongs
 * beside static HTML, not inside it), when the flight data has a shape this step does not know, or
 * when its static elements and the page's HTML disagree (checks.mjs).
 */
import { PostbuildError, findAll, remove, replaceText, textOf } from "./html.mjs";
import {
  FLIGHT_ENTRY_START,
  FLIGHT_ENTRY_TEXT,
  FLIGHT_UNDEFINED,
  LAYOUT_NOT_FOUND_PROP,
  LAYOUT_ROUTER_KEY,
  NEXT_HEAD_BOUNDARIES,
  NOT_FOUND_PAGES,
  isFlightScript,
} from "./next-output.mjs";
import { flightScriptEntry, isFlightBlock } from "./flight-data.mjs";
import {
  isElement,
  modelOf,
  parseRows,
  referenceIn,
  resolvePath,
  rowsById,
  serializeRows,
  walk,
} from "./flight-rows.mjs";

/** @typedef {import("./html.mjs").Document} Document */
/** @typedef {import("./html.mjs").Element} Element */
/** @typedef {import("./flight-rows.mjs").FlightValue} FlightValue */
/** @typedef {import("./flight-rows.mjs").FlightObject} FlightObject */
/** @typedef {import("./flight-rows.mjs").FlightElement} FlightElement */
/** @typedef {import("./flight-rows.mjs").FlightRow} FlightRow */
/** @typedef {import("./flight-rows.mjs").FlightHolder} FlightHolder */
/** @typedef {import("./flight-rows.mjs").RowsById} RowsById */
/** A client component as its `I` row names it. @typedef {{ module: FlightValue, name: FlightValue }} ClientComponent */
/** @typedef {Map<string, ClientComponent>} ClientComponents */
/** A flight entry: `[0]` (start) or `[1, text]` (a piece of the stream). @typedef {[number] | [number, string]} FlightEntry */
/** Whether a step leaves out what `holder[key]` holds. @typedef {(holder: FlightHolder, key: string | number) => boolean} Skip */

/** The static run component's export name, its elements' mark, and the props that replace an element's children. */
export const STATIC_HTML_EXPORT = "StaticHtml";
export const STATIC_HTML_ATTRIBUTE = "data-static";
export const STATIC_TAG_PROP = "as";
export const STRIPPED_ID_PROP = "strippedId";

/** The props that hold an element's content, which the HTML keeps and the flight data drops. */
const CONTENT_PROPS = new Set(["children", "dangerouslySetInnerHTML"]);

const ROOT_ROW = "0";
const HINT_ROW = "";

/**
 * The page's flight entries, from its data blocks (flight-data.mjs) or, once they are scripts
 * again, from Next's scripts, checked to be of a kind this step knows.
 * @param {Document} document
 * @param {string} file
 * @returns {{ blocks: Element[], entries: FlightEntry[] }}
 */
function flightEntries(document, file) {
  const blocks = findAll(document, (node) => isFlightBlock(node) || isFlightScript(node));
  const entries = blocks.map((node) => {
    /** @type {unknown} */
    const entry = JSON.parse(isFlightBlock(node) ? textOf(node) : flightScriptEntry(node));
    const known =
      Array.isArray(entry) &&
      ((entry.length === 1 && entry[0] === FLIGHT_ENTRY_START) ||
        (entry.length === 2 && entry[0] === FLIGHT_ENTRY_TEXT && typeof entry[1] === "string"));
    if (!known) {
      throw new PostbuildError(
        file,
        `has a flight-data entry of a kind the static-sections step does not know: ${JSON.stringify(entry).slice(0, 60)}`,
      );
    }
    return /** @type {FlightEntry} */ (entry);
  });
  return { blocks, entries };
}

/**
 * Client components by the id of their `I` row: `{ module, name }`.
 * @param {FlightRow[]} rows
 * @param {RowsById} byId
 * @returns {ClientComponents}
 */
function clientComponents(rows, byId) {
  /** @type {ClientComponents} */
  const components = new Map();
  for (const row of rows) {
    if (row.tag !== "I" || !Array.isArray(row.model)) continue;
    const [module, , name] = row.model;
    // A name written once and shared is a reference to a string row.
    const resolved = typeof name === "string" && name.startsWith("$") ? modelOf(byId, name.slice(1)) : name;
    components.set(row.id, { module: module ?? null, name: resolved ?? null });
  }
  return components;
}

/**
 * The client component an element renders, or undefined for a host element, fragment or the like.
 * @param {FlightElement} element
 * @param {ClientComponents} components
 */
function componentOf(element, components) {
  const type = element[1];
  if (typeof type !== "string" || !type.startsWith("$L")) return undefined;
  return components.get(type.slice(2));
}

/**
 * `<section class="…">`: how a message names an element.
 * @param {FlightElement} element
 */
function describe(element) {
  const props = element[3];
  const tag =
    typeof element[1] === "string" && !element[1].startsWith("$") ? element[1] : props[STATIC_TAG_PROP];
  const named = ["id", "aria-label", "aria-labelledby", "className"].find(
    (name) => typeof props[name] === "string",
  );
  return named ? `<${tag} ${named}="${String(props[named]).slice(0, 50)}">` : `<${tag}>`;
}

/**
 * The static runs and Next's head boundaries reachable from the root, in the order a walk meets
 * them, each the outermost of its kind (what is inside a run goes with it).
 * @param {RowsById} byId
 * @param {ClientComponents} components
 * @param {string} file
 */
function findBoundaries(byId, components, file) {
  /** @type {FlightElement[]} */
  const runs = [];
  /** @type {FlightElement[]} */
  const heads = [];
  const seenRows = new Set();
  /** @param {string} id */
  const visitRow = (id) => {
    if (seenRows.has(id)) return;
    seenRows.add(id);
    for (const row of byId.get(id) ?? [])
      if (row.tag === "" && row.model !== undefined) visitValue(row.model);
  };
  /** @param {FlightValue} root */
  const visitValue = (root) =>
    walk(root, (value) => {
      const reference = referenceIn(value, file);
      if (reference) {
        visitRow(reference.id);
        return false;
      }
      if (!isElement(value)) return true;
      const component = componentOf(value, components);
      if (component?.name === STATIC_HTML_EXPORT) {
        runs.push(value);
        return false;
      }
      if (typeof component?.name === "string" && NEXT_HEAD_BOUNDARIES.includes(component.name)) {
        heads.push(value);
        return false;
      }
      return true;
    });
  visitRow(ROOT_ROW);
  return { runs, heads };
}

/**
 * The symbol a type names (`$Sreact.fragment`, directly or through a row), or null.
 * @param {FlightValue} type
 * @param {RowsById} byId
 * @param {string} file
 */
function symbolOf(type, byId, file) {
  if (typeof type !== "string") return null;
  if (type.startsWith("$S")) return type.slice(2);
  const reference = referenceIn(type, file);
  if (!reference || reference.lazy) return null;
  const model = modelOf(byId, reference.id);
  return typeof model === "string" && model.startsWith("$S") ? model.slice(2) : null;
}

/**
 * The elements a static run is made of: its children's top-level elements, seen through arrays,
 * fragments, references to other rows and nested runs, as StaticHtml marks them on the server.
 * An element already rewritten by an earlier run is among them.
 * @param {FlightElement} run
 * @param {RowsById} byId
 * @param {ClientComponents} components
 * @param {string} file
 */
function elementsOfRun(run, byId, components, file) {
  /** @type {FlightElement[]} */
  const found = [];
  /** @param {FlightValue | undefined} value */
  const visit = (value) => {
    if (Array.isArray(value) && !isElement(value)) {
      for (const item of value) visit(item);
      return;
    }
    const reference = referenceIn(value ?? null, file);
    if (reference) {
      visit(resolvePath(byId, reference, file));
      return;
    }
    if (!isElement(value)) return;
    const [, type, , props] = value;
    const component = componentOf(value, components);
    if (component?.name === STATIC_HTML_EXPORT) {
      if (STRIPPED_ID_PROP in props) found.push(value);
      else visit(props.children);
      return;
    }
    if (component) {
      throw new PostbuildError(
        file,
        `has a client component (${String(component.name)}) directly in a static run: an island sits beside static HTML, not inside it (docs/decisions/static-sections.md)`,
      );
    }
    const symbol = symbolOf(type, byId, file);
    if (symbol === "react.fragment") return visit(props.children);
    if (symbol !== null || typeof type !== "string" || type.startsWith("$")) {
      throw new PostbuildError(
        file,
        `has ${symbol ?? JSON.stringify(type)} directly in a static run; a run is made of elements (docs/decisions/static-sections.md)`,
      );
    }
    found.push(value);
  };
  visit(run[3].children);
  return found;
}

/**
 * The model row each element sits in, so a changed element's row is written again.
 * @param {FlightRow[]} rows
 */
function rowsOfElements(rows) {
  /** @type {Map<FlightElement, FlightRow>} */
  const rowOf = new Map();
  for (const row of rows) {
    if (row.tag !== "" || row.model === undefined) continue;
    walk(row.model, (value) => {
      if (isElement(value)) rowOf.set(value, row);
      return true;
    });
  }
  return rowOf;
}

/**
 * The names of the client components inside a value, following its references.
 * @param {FlightValue | undefined} value
 * @param {RowsById} byId
 * @param {ClientComponents} components
 * @param {string} file
 */
function clientComponentsInside(value, byId, components, file) {
  /** @type {Set<string>} */
  const names = new Set();
  const seenRows = new Set();
  /** @param {FlightValue} root */
  const visit = (root) =>
    walk(root, (item) => {
      const reference = referenceIn(item, file);
      if (reference) {
        if (components.has(reference.id) || seenRows.has(reference.id)) return false;
        seenRows.add(reference.id);
        const model = modelOf(byId, reference.id);
        if (model !== undefined) visit(model);
        return false;
      }
      if (isElement(item)) {
        const component = componentOf(item, components);
        if (component && component.name !== STATIC_HTML_EXPORT) names.add(String(component.name));
      }
      return true;
    });
  if (value !== undefined) visit(value);
  return [...names];
}

/**
 * The ids of the rows reachable from the root (and the hints), not looking into what `skip(holder, key)` names.
 * @param {RowsById} byId
 * @param {string} file
 * @param {Skip} [skip]
 */
function reachable(byId, file, skip = () => false) {
  const seen = new Set([HINT_ROW]);
  const queue = [ROOT_ROW];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const row of byId.get(id) ?? []) {
      if (row.model === undefined) continue;
      walk(row.model, (value, holder, key) => {
        if (holder && key !== null && skip(holder, key)) return false;
        const reference = referenceIn(value, file);
        if (reference) queue.push(reference.id);
        return true;
      });
    }
  }
  return seen;
}

/**
 * A path reference (`$7:props:children:0`) that stays but points into what goes (an element's
 * children, or a row only they used) is replaced by a copy of the value it names, until none is
 * left. Flight writes such a reference for an object it has written before.
 * @param {RowsById} byId
 * @param {Skip} skip
 * @param {string} file
 */
function copyValuesThatWouldGo(byId, skip, file) {
  for (;;) {
    const kept = reachable(byId, file, skip);
    let copied = 0;
    for (const id of kept) {
      for (const row of byId.get(id) ?? []) {
        if (row.model === undefined || row.tag !== "") continue;
        walk(row.model, (value, holder, key) => {
          if (holder && key !== null && skip(holder, key)) return false;
          const reference = referenceIn(value, file);
          if (!reference || reference.path.length === 0 || !holder || key === null) return true;
          let intoRemoved = false;
          const target = resolvePath(byId, reference, file, {
            onRow: (rowId) => {
              if (!kept.has(rowId)) intoRemoved = true;
            },
            onStep: (stepHolder, stepKey) => {
              if (skip(stepHolder, stepKey)) intoRemoved = true;
            },
          });
          if (!intoRemoved) return true;
          if (target === undefined) {
            throw new PostbuildError(file, `has a flight reference ${value} that names nothing`);
          }
          /** @type {Record<string | number, FlightValue>} */ (holder)[key] = structuredClone(target);
          row.changed = true;
          copied++;
          return false;
        });
      }
    }
    if (copied === 0) return;
  }
}

/**
 * The text of a JSON data block, escaped as Next escapes it for HTML.
 * @param {FlightEntry} entry
 */
function dataBlockText(entry) {
  return JSON.stringify(entry)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Whether this page shows the not-found tree (the not-found page and its copies), so keeps it.
 * @param {string} file
 */
function showsNotFound(file) {
  const path = file.replaceAll("\\", "/");
  return NOT_FOUND_PAGES.some((page) => path === page || path.endsWith(`/${page}`));
}

/**
 * The props of each layout router that still carries a not-found tree, with the row it sits in.
 * @param {Map<FlightElement, FlightRow>} rowOf
 */
function notFoundHolders(rowOf) {
  /** @type {{ props: FlightObject, row: FlightRow }[]} */
  const holders = [];
  for (const [element, row] of rowOf) {
    const props = element[3];
    const tree = props[LAYOUT_NOT_FOUND_PROP];
    if (LAYOUT_ROUTER_KEY in props && tree !== undefined && tree !== FLIGHT_UNDEFINED) {
      holders.push({ props, row });
    }
  }
  return holders;
}

/**
 * Marks the row an element sits in as changed, so it is written again.
 * @param {Map<FlightElement, FlightRow>} rowOf
 * @param {FlightElement} element
 * @param {string} file
 */
function markChanged(rowOf, element, file) {
  const row = rowOf.get(element);
  if (!row) throw new PostbuildError(file, `has a static element ${describe(element)} in no model row`);
  row.changed = true;
}

/**
 * The page's flight data as this step reads it: its rows, its client components, its static runs
 * and the elements they are made of (`elements`), and Next's head boundaries.
 * @param {Document} document
 * @param {string} file
 */
export function readStaticSections(document, file) {
  const { blocks, entries } = flightEntries(document, file);
  const stream = entries
    .filter((entry) => entry[0] === FLIGHT_ENTRY_TEXT)
    .map((entry) => entry[1] ?? "")
    .join("");
  const rows = parseRows(stream, file);
  const byId = rowsById(rows);
  const components = clientComponents(rows, byId);
  const statics = [...components.entries()].filter(([, { name }]) => name === STATIC_HTML_EXPORT);
  if (new Set(statics.map(([, { module }]) => module)).size > 1) {
    throw new PostbuildError(
      file,
      `has several client components exported as ${STATIC_HTML_EXPORT}; the step tells static runs only by that name`,
    );
  }
  const { runs, heads } = findBoundaries(byId, components, file);
  const elements = runs.flatMap((run) => elementsOfRun(run, byId, components, file));
  return { blocks, entries, stream, rows, byId, components, staticId: statics[0]?.[0], elements, heads };
}

/**
 * Leaves each static element's content, and the head tags Next renders, to the page's HTML;
 * returns how many elements (0 on a page without any, or already done) and the flight data's size
 * before and after.
 * @param {Document} document
 * @param {string} file
 */
export function leaveStaticSectionsToHtml(document, file) {
  const page = readStaticSections(document, file);
  const { blocks, entries, stream, rows, byId, components, staticId, elements, heads } = page;
  const before = Buffer.byteLength(stream, "utf8");
  const toStrip = elements.filter((element) => !(STRIPPED_ID_PROP in element[3]));
  const toEmpty = heads.filter((element) => element[3].children !== null);
  // Every element's row, read once: the rewriting below moves no element out of its row.
  const rowOf = rowsOfElements(rows);
  const notFound = showsNotFound(file) ? [] : notFoundHolders(rowOf);
  if (toStrip.length === 0 && toEmpty.length === 0 && notFound.length === 0) {
    return { sections: 0, before, after: before };
  }
  if (toStrip.length !== elements.length) {
    throw new PostbuildError(
      file,
      "has static elements of which some are already left to the HTML and some not",
    );
  }

  for (const element of elements) {
    const inside = clientComponentsInside(element[3].children, byId, components, file);
    if (inside.length > 0) {
      throw new PostbuildError(
        file,
        `has a static element ${describe(element)} holding client components (${inside.join(", ")}): ` +
          "an island sits beside static HTML, not inside it (docs/decisions/static-sections.md)",
      );
    }
  }

  const keptBefore = reachable(byId, file);
  /** @type {Set<FlightHolder>} */
  const strippedProps = new Set(elements.map((element) => element[3]));
  /** @type {Set<FlightHolder>} */
  const emptiedProps = new Set(heads.map((element) => element[3]));
  /** @type {Set<FlightHolder>} */
  const notFoundProps = new Set(notFound.map(({ props }) => props));
  copyValuesThatWouldGo(
    byId,
    (holder, key) =>
      (typeof key === "string" && CONTENT_PROPS.has(key) && strippedProps.has(holder)) ||
      (key === "children" && emptiedProps.has(holder)) ||
      (key === LAYOUT_NOT_FOUND_PROP && notFoundProps.has(holder)),
    file,
  );

  elements.forEach((element, index) => {
    const props = element[3];
    for (const content of CONTENT_PROPS) delete props[content];
    element[3] = { [STATIC_TAG_PROP]: element[1], ...props, [STRIPPED_ID_PROP]: index };
    element[1] = `$L${staticId}`;
    markChanged(rowOf, element, file);
  });
  for (const element of toEmpty) {
    element[3].children = null;
    markChanged(rowOf, element, file);
  }
  for (const { props, row } of notFound) {
    props[LAYOUT_NOT_FOUND_PROP] = FLIGHT_UNDEFINED;
    row.changed = true;
  }

  const keptAfter = reachable(byId, file);
  const remaining = rows.filter((row) => !keptBefore.has(row.id) || keptAfter.has(row.id));
  const rewritten = serializeRows(remaining);
  const firstText = entries.findIndex((entry) => entry[0] === FLIGHT_ENTRY_TEXT);
  entries.forEach((entry, index) => {
    const block = blocks[index];
    if (entry[0] !== FLIGHT_ENTRY_TEXT || !block) return;
    if (!isFlightBlock(block))
      throw new PostbuildError(file, "has its flight data in scripts, not data blocks");
    if (index === firstText) replaceText(block, dataBlockText([FLIGHT_ENTRY_TEXT, rewritten]));
    else remove(block);
  });
  return { sections: elements.length, before, after: Buffer.byteLength(rewritten, "utf8") };
}
