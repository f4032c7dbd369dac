// @ts-check
/**
 * What an uncompressed font declares, read from its OpenType tables: the code points of its `cmap`
 * table's Unicode subtable (format 12, or format 4 for the Basic Multilingual Plane), which the
 * extension faces list exactly, and its variation axes (`fvar`): the subset narrows the weight axis
 * only on a font that has one, as HarfBuzz refuses to narrow an axis a font lacks.
 */

/**
 * The four-letter tag at `offset`.
 * @param {DataView} view
 * @param {number} offset
 */
const tagAt = (view, offset) => String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(offset + i)));

/**
 * Where the table with this tag starts, or -1.
 * @param {DataView} view
 * @param {string} tag
 */
function tableOffset(view, tag) {
  for (let table = 0; table < view.getUint16(4); table++) {
    const record = 12 + 16 * table;
    if (tagAt(view, record) === tag) return view.getUint32(record + 8);
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

/**
 * The font's axes by tag (`wght`…), each with its lightest, default and heaviest value.
 * @param {Buffer} sfnt
 */
export function variationAxes(sfnt) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  /** @type {Map<string, { min: number, default: number, max: number }>} */
  const axes = new Map();
  const fvar = tableOffset(view, "fvar");
  if (fvar === -1) return axes;
  const first = fvar + view.getUint16(fvar + 4);
  const size = view.getUint16(fvar + 10);
  for (let axis = 0; axis < view.getUint16(fvar + 8); axis++) {
    const at = first + axis * size;
    /** @param {number} offset */
    const fixed = (offset) => view.getInt32(at + offset) / 0x10000;
    axes.set(tagAt(view, at), { min: fixed(4), default: fixed(8), max: fixed(12) });
  }
  return axes;
}
