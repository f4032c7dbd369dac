// @ts-check
/**
 * Reads and writes the rows of a page's flight data (the React Server Components payload), for the
 * static-sections step. The grammar is React Flight's, as the client in the proved Next version
 * reads it (next-output.mjs names every part the step relies on): rows `<hex id>:<tag?><content>`,
 * a JSON model ended by a newline unless the tag says the content is length-prefixed. Only the
 * shapes listed there are understood; any other fails the build, naming the file.
 *
 * A model row is kept as its original text until the step changes it, so a page the step leaves
 * alone is written back byte for byte.
 */
import { PostbuildError } from "./html.mjs";
import {
  FLIGHT_ELEMENT_MARK,
  FLIGHT_LENGTH_PREFIXED,
  FLIGHT_LENGTH_PREFIXED_TAGS,
  FLIGHT_LINE_TAGS,
  FLIGHT_VALUE_STRINGS,
} from "./next-output.mjs";

/** @typedef {import("./flight-value").FlightValue} FlightValue */
/** @typedef {{ [key: string]: FlightValue }} FlightObject */
/**
 * A React element as Flight writes it: `["$", type, key, props]`.
 * @typedef {["$", FlightValue, FlightValue, FlightObject]} FlightElement
 */
/**
 * One row of the stream: `id` as written ("" for hints), `tag` "" for a model row, `text` its
 * content as read, `model` the parsed JSON of a model or `I` row, `changed` once a step edits it.
 * @typedef {{ id: string, tag: string, text: string, model?: FlightValue, changed?: boolean }} FlightRow
 */
/**
 * A reference to another row, with a path into its value (`$7:props:children:0`).
 * @typedef {{ id: string, path: string[], lazy?: boolean }} FlightReference
 */
/** @typedef {FlightValue[] | FlightObject} FlightHolder */
/** @typedef {(value: FlightValue, holder: FlightHolder | null, key: string | number | null) => boolean | void} Visit */

const NEWLINE = 0x0a;
const COLON = 0x3a;
const COMMA = 0x2c;

/** @param {number | undefined} byte */
const isHexDigit = (byte) =>
  byte !== undefined && ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66));
/** @param {number} byte */
const isUpperCase = (byte) => byte >= 0x41 && byte <= 0x5a;

/**
 * The rows of a flight stream, in order: `{ id, tag, text }`, with `model` (the parsed JSON) on
 * model rows. `id` is the row's hex id as written ("" for hints), `tag` "" for a model row.
 * @param {string} stream
 * @param {string} file
 * @returns {FlightRow[]}
 */
export function parseRows(stream, file) {
  const bytes = Buffer.from(stream, "utf8");
  /** @type {FlightRow[]} */
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    let idEnd = at;
    while (idEnd < bytes.length && isHexDigit(bytes[idEnd])) idEnd++;
    if (bytes[idEnd] !== COLON) {
      throw new PostbuildError(
        file,
        `has flight data that does not start a row at byte ${at}: ${JSON.stringify(bytes.subarray(at, at + 40).toString())}`,
      );
    }
    const id = bytes.subarray(at, idEnd).toString();
    const tagByte = bytes[idEnd + 1] ?? 0;
    const tag = String.fromCharCode(tagByte);
    /** @type {number} */
    let contentStart;
    /** @type {number} */
    let contentEnd;
    /** @type {number} */
    let next;
    if (FLIGHT_LENGTH_PREFIXED.includes(tag)) {
      const comma = bytes.indexOf(COMMA, idEnd + 2);
      const length = parseInt(bytes.subarray(idEnd + 2, comma).toString(), 16);
      if (comma === -1 || !Number.isInteger(length) || comma + 1 + length > bytes.length) {
        throw new PostbuildError(file, `has a flight row ${id}:${tag} whose length does not fit the data`);
      }
      contentStart = comma + 1;
      contentEnd = contentStart + length;
      next = contentEnd;
    } else {
      // As the Flight client reads a row: any capital letter, `#`, `r` or `x` is a tag.
      const tagged = isUpperCase(tagByte) || "#rx".includes(tag);
      contentStart = idEnd + 1 + (tagged ? 1 : 0);
      contentEnd = bytes.indexOf(NEWLINE, contentStart);
      if (contentEnd === -1) throw new PostbuildError(file, `has a flight row ${id}: that is never ended`);
      next = contentEnd + 1;
    }
    /** @type {FlightRow} */
    const row = {
      id,
      tag: contentStart === idEnd + 1 ? "" : tag,
      text: bytes.subarray(contentStart, contentEnd).toString(),
    };
    rows.push(row);
    at = next;
  }
  for (const row of rows) {
    if (
      row.tag !== "" &&
      !FLIGHT_LINE_TAGS.includes(row.tag) &&
      !FLIGHT_LENGTH_PREFIXED_TAGS.includes(row.tag)
    ) {
      throw new PostbuildError(
        file,
        `has a flight row ${row.id}:${row.tag}… of a kind the static-sections step does not know (next-output.mjs)`,
      );
    }
    if (row.tag === "" || row.tag === "I") {
      try {
        row.model = JSON.parse(row.text);
      } catch {
        throw new PostbuildError(
          file,
          `has a flight row ${row.id}: that is not JSON: ${row.text.slice(0, 60)}…`,
        );
      }
    }
  }
  return rows;
}

/**
 * The stream again: changed model rows re-serialised, every other row as it was read.
 * @param {FlightRow[]} rows
 */
export function serializeRows(rows) {
  return rows
    .map(({ id, tag, text, model, changed }) => {
      const content = changed ? JSON.stringify(model) : text;
      if (FLIGHT_LENGTH_PREFIXED_TAGS.includes(tag))
        return `${id}:${tag}${Buffer.byteLength(content, "utf8").toString(16)},${content}`;
      return `${id}:${tag}${content}\n`;
    })
    .join("");
}

/*
 * References inside a model: `$L<id>` (lazy) and `$@<id>` (promise) name a row; `$<id>` and
 * `$h|Q|W|B|K|i<id>` name a row and may add a path into its value (`$7:props:children:0`).
 */
const ROW_REFERENCE = /^\$([L@])([0-9a-f]+)$/;
const OUTLINED_REFERENCE = /^\$([hQWBKi]?)([0-9a-f]+)((?::[^:]*)*)$/;

/**
 * `{ id, path }` for a string that names another row, null for any other value; throws on an unknown `$` form.
 * @param {FlightValue} value
 * @param {string} file
 * @returns {FlightReference | null}
 */
export function referenceIn(value, file) {
  if (typeof value !== "string" || value[0] !== "$") return null;
  const lazy = ROW_REFERENCE.exec(value);
  if (lazy?.[2]) return { id: lazy[2], path: [], lazy: lazy[1] === "L" };
  const outlined = OUTLINED_REFERENCE.exec(value);
  if (outlined?.[2]) return { id: outlined[2], path: outlined[3] ? outlined[3].slice(1).split(":") : [] };
  if (FLIGHT_VALUE_STRINGS.some((known) => known.test(value))) return null;
  throw new PostbuildError(
    file,
    `has a flight value ${JSON.stringify(value.slice(0, 40))} the static-sections step does not know (next-output.mjs)`,
  );
}

/**
 * A React element as Flight writes it: `["$", type, key, props]`.
 * @param {FlightValue | undefined} value
 * @returns {value is FlightElement}
 */
export const isElement = (value) =>
  Array.isArray(value) &&
  value.length === 4 &&
  value[0] === FLIGHT_ELEMENT_MARK &&
  typeof value[3] === "object" &&
  value[3] !== null &&
  !Array.isArray(value[3]);

/**
 * Calls `visit(value, holder, key)` for every value inside `root`, depth first, skipping what `visit` returns false for.
 * @param {FlightValue} root
 * @param {Visit} visit
 */
export function walk(root, visit) {
  /** @type {[FlightValue, FlightHolder | null, string | number | null][]} */
  const stack = [[root, null, null]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [value, holder, key] = top;
    if (visit(value, holder, key) === false) continue;
    if (Array.isArray(value))
      for (const [i, item] of [...value.entries()].reverse()) stack.push([item, value, i]);
    else if (value && typeof value === "object")
      for (const [name, item] of Object.entries(value).reverse()) stack.push([item, value, name]);
  }
}

/** @typedef {Map<string, FlightRow[]>} RowsById */

/**
 * Rows by id (an id may have several rows: a stream's start and its close).
 * @param {FlightRow[]} rows
 * @returns {RowsById}
 */
export function rowsById(rows) {
  /** @type {RowsById} */
  const byId = new Map();
  for (const row of rows) {
    const list = byId.get(row.id) ?? [];
    list.push(row);
    byId.set(row.id, list);
  }
  return byId;
}

/**
 * The value a model row holds (its first model row).
 * @param {RowsById} byId
 * @param {string} id
 * @returns {FlightValue | undefined}
 */
export function modelOf(byId, id) {
  return byId.get(id)?.find((row) => row.tag === "")?.model;
}

/**
 * Follows a path reference (`$7:props:children:0`) through raw models the way the Flight client
 * walks decoded values: an element's `type`, `key` and `props` are its positions 1–3, and a
 * reference met on the way is followed to its row. `onRow(id)` hears each row the walk enters and
 * `onStep(holder, key)` each step, so a caller can tell what the path passes through. Returns the
 * value, or undefined when it is gone.
 * @param {RowsById} byId
 * @param {FlightReference} reference
 * @param {string} file
 * @param {{ onRow?: (id: string) => void, onStep?: (holder: FlightHolder, key: string | number) => void }} [hooks]
 * @returns {FlightValue | undefined}
 */
export function resolvePath(byId, { id, path }, file, hooks = {}) {
  const { onRow = () => {}, onStep = () => {} } = hooks;
  onRow(id);
  let value = modelOf(byId, id);
  for (const part of path) {
    for (
      let reference = referenceIn(value ?? null, file);
      reference;
      reference = referenceIn(value ?? null, file)
    ) {
      value = resolvePath(byId, reference, file, hooks);
    }
    if (value === undefined || value === null || typeof value !== "object") return undefined;
    if (Array.isArray(value)) {
      /** @type {Record<string, number>} */
      const positions = { type: 1, key: 2, props: 3 };
      const index = isElement(value) ? (positions[part] ?? Number(part)) : Number(part);
      onStep(value, index);
      value = value[index];
    } else {
      onStep(value, part);
      value = value[part];
    }
  }
  return value;
}
