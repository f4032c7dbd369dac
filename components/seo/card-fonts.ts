import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** One face as the card renderer (satori) takes it. */
type CardFont = {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 500 | 600 | 700 | 800;
  style: "normal";
};

/** The family names the card and icon markup refer to. */
export const CARD_FONT = { display: "Bricolage Grotesque", text: "Inter" } as const;

/*
 * The brand's faces from the static @fontsource packages, as WOFF: the renderer reads TTF, OTF
 * and WOFF but not WOFF2, the only format the variable packages the pages use ship. Latin and
 * Latin Extended cover a brand name or title in any Western European language; a glyph missing
 * from both would make the renderer ask a font service over the network, which a build must not.
 */
const FACES: { family: string; weight: CardFont["weight"]; file: string }[] = [
  { family: CARD_FONT.display, weight: 700, file: "bricolage-grotesque/files/bricolage-grotesque" },
  { family: CARD_FONT.display, weight: 800, file: "bricolage-grotesque/files/bricolage-grotesque" },
  { family: CARD_FONT.text, weight: 500, file: "inter/files/inter" },
  { family: CARD_FONT.text, weight: 600, file: "inter/files/inter" },
];
const SUBSETS = ["latin", "latin-ext"] as const;

let loading: Promise<CardFont[]> | undefined;

async function loadFace(path: string): Promise<ArrayBuffer> {
  const bytes = await readFile(join(process.cwd(), "node_modules/@fontsource", path));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The card fonts, read once per build process however many pictures it draws. */
export function cardFonts(): Promise<CardFont[]> {
  loading ??= Promise.all(
    SUBSETS.flatMap((subset) =>
      FACES.map(async ({ family, weight, file }) => ({
        name: family,
        weight,
        style: "normal" as const,
        data: await loadFace(`${file}-${subset}-${weight}-normal.woff`),
      })),
    ),
  );
  return loading;
}
