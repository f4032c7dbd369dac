// @ts-check
/**
 * The characters an uncompressed font draws: the code points of its OpenType `cmap` table's
 * Unicode subtable (format 12, or format 4 for the Basic Multilingual Plane), read as font-axes.mjs
 * reads `fvar`. The extension faces list exactly the letters each font has.
 */

/**
 * Where the table with this tag starts, or -1.
 * @param {DataView} view
 * @param {string} tag
 */
function tableOffset(view, tag) {
  const tableCount = view.getUint16(4);
  for (let table = 0; table < tableCount; table++) {
    const record = 12 + 16 * table;
    const name = String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(record + i)));
    if (name === tag) return view.getUint32(record + 8);
  }
  return -1;
}

/**
 * Every code point the font maps to a glyph other than the missing-character box.
 * @param {Buffer} sfnt
 * @returns {Set<number>}
 */
export function mappedCodePoints(sfnt) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const cmap = tableOffset(view, "cmap");
  /** @type {Set<number>} */
  const found = new Set();
  if (cmap === -1) return found;
  /** @type {Map<number, number>} subtable offsets by format */
  const subtables = new Map();
  for (let index = 0; index < view.getUint16(cmap + 2); index++) {
    const record = cmap + 4 + 8 * index;
    const [platform, encoding] = [view.getUint16(record), view.getUint16(record + 2)];
    // Unicode (platform 0), or Windows' Unicode BMP (3, 1) and full repertoire (3, 10).
    if (platform !== 0 && !(platform === 3 && (encoding === 1 || encoding === 10))) continue;
    const at = cmap + view.getUint32(record + 4);
    subtables.set(view.getUint16(at), at);
  }
  const full = subtables.get(12);
  if (full !== undefined) {
    for (let group = 0; group < view.getUint32(full + 12); group++) {
      const at = full + 16 + 12 * group;
      const [first, last, glyph] = [view.getUint32(at), view.getUint32(at + 4), view.getUint32(at + 8)];
      for (let code = first; code <= last; code++) if (glyph + code - first !== 0) found.add(code);
    }
    return found;
  }
  const bmp = subtables.get(4);
  if (bmp === undefined) return found;
  const segments = view.getUint16(bmp + 6) / 2;
  const ends = bmp + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  for (let segment = 0; segment < segments; segment++) {
    const end = view.getUint16(ends + 2 * segment);
    const start = view.getUint16(starts + 2 * segment);
    const delta = view.getInt16(deltas + 2 * segment);
    const rangeOffset = view.getUint16(rangeOffsets + 2 * segment);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const index = view.getUint16(rangeOffsets + 2 * segment + rangeOffset + 2 * (code - start));
        glyph = index === 0 ? 0 : (index + delta) & 0xffff;
      }
      if (glyph !== 0) found.add(code);
    }
  }
  return found;
}
