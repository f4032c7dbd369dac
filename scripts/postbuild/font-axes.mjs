// @ts-check
/**
 * The variation axes an uncompressed font declares (its OpenType `fvar` table). The subset narrows
 * the weight axis only on a font that has one: HarfBuzz refuses to narrow an axis a font lacks, and
 * a static face has no axes at all.
 */

/**
 * @param {Buffer} bytes
 * @param {number} offset
 */
const tagAt = (bytes, offset) => String.fromCharCode(...bytes.subarray(offset, offset + 4));

/**
 * The font's axes by tag (`wght`…), each with its lightest, default and heaviest value.
 * @param {Buffer} sfnt
 */
export function variationAxes(sfnt) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  /** @type {Map<string, { min: number, default: number, max: number }>} */
  const axes = new Map();
  const tableCount = view.getUint16(4);
  for (let table = 0; table < tableCount; table++) {
    const record = 12 + 16 * table;
    if (tagAt(sfnt, record) !== "fvar") continue;
    const fvar = view.getUint32(record + 8);
    const first = fvar + view.getUint16(fvar + 4);
    const count = view.getUint16(fvar + 8);
    const size = view.getUint16(fvar + 10);
    for (let axis = 0; axis < count; axis++) {
      const at = first + axis * size;
      /** @param {number} offset */
      const fixed = (offset) => view.getInt32(at + offset) / 0x10000;
      axes.set(tagAt(sfnt, at), { min: fixed(4), default: fixed(8), max: fixed(12) });
    }
  }
  return axes;
}
