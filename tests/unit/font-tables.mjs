/** Reading a subset font back in the tests: its uncompressed bytes and the features it lists. */
import { decompress } from "wawoff2";

/** The uncompressed font (sfnt) inside a woff2 file. */
export const decompressed = async (woff2) => Buffer.from(await decompress(woff2));

/** The layout features a font's GSUB or GPOS table lists (OpenType's FeatureList), in its order. */
export function layoutFeatures(sfnt, tableTag) {
  const tableCount = sfnt.readUInt16BE(4);
  for (let table = 0; table < tableCount; table++) {
    const record = 12 + 16 * table;
    if (sfnt.toString("latin1", record, record + 4) !== tableTag) continue;
    const start = sfnt.readUInt32BE(record + 8);
    const list = start + sfnt.readUInt16BE(start + 6);
    return Array.from({ length: sfnt.readUInt16BE(list) }, (_, index) =>
      sfnt.toString("latin1", list + 2 + 6 * index, list + 6 + 6 * index),
    );
  }
  return [];
}
