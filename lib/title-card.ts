/*
 * The still of a film the build has no frame of (no owner's frame, and YouTube out of reach or
 * without a thumbnail): its title card. The film's title large in the display face, set in
 * balanced lines; the category and the client in the text face; the brand's mark; on one of the
 * brand's palettes. scripts/film-stills/ draws it with the brand's faces as outlines
 * (scripts/lettering.mjs) and writes it as WebP like any other still.
 *
 * The middle of the card stays empty: the play control (or "Coming soon") sits there on every
 * card and on the film's page, so the title takes the top band or the foot, the small lines the
 * other. A category picks the palette; the title picks, among the looks its category has, the one
 * its neighbours use least (titleCardLooks), so a row of one category's films still varies.
 */

/** What a title card says. */
export type TitleCardWords = {
  title: string;
  /** The film's first category (its id): it picks the palette. */
  category: string;
  /** That category as the site names it ("Testimonials"). */
  categoryLabel: string;
  /** Who the film was made for, when known ("Northbridge IT"). */
  client?: string;
  /** The studio's name, beside its mark. */
  brand: string;
};

/** Sets text in the brand's faces (scripts/lettering.mjs), in the picture's units. */
export type Lettering = {
  /** The letters of `text` the style's face has none of (a script or emoji beyond its files). */
  missing(text: string, style: TypeStyle): string[];
  width(text: string, style: TypeStyle): number;
  capHeight(style: TypeStyle): number;
  /** SVG path data of the text, its baseline starting at (x, y). */
  outline(text: string, style: TypeStyle, x: number, y: number): string;
};

export type TypeStyle = { face: "display" | "text"; weight: number; size: number; tracking?: number };

/** The brand's colours (the theme tokens in app/globals.css): a picture cannot read the stylesheet. */
const C = {
  ink900: "#0f1b2d",
  ink800: "#1a2a42",
  ink700: "#2b3d59",
  ink300: "#a9b6c9",
  paper: "#faf7f2",
  line: "#e4dccf",
  accent100: "#ffe4d3",
  accent300: "#ffb38a",
  accent400: "#ff8a4c",
  accent600: "#c2410c",
  accent700: "#9a3412",
  cool100: "#cdf5ea",
  cool300: "#6ee7c8",
  cool700: "#0f766e",
  cool800: "#115e59",
} as const;

/**
 * A ground and what is drawn on it. The title and the client line meet WCAG AA on the ground
 * (tests/unit/title-card.test.ts); the shape is a second tone of the ground, a token or a token
 * let through.
 */
type Palette = {
  ground: string;
  shade: string;
  shadeOpacity: number;
  title: string;
  /** The category line. */
  accent: string;
  /** The client line and the studio's name. */
  quiet: string;
};

const PALETTES = {
  ink: {
    ground: C.ink900,
    shade: C.ink800,
    shadeOpacity: 1,
    title: C.paper,
    accent: C.accent400,
    quiet: C.ink300,
  },
  paper: {
    ground: C.paper,
    shade: C.line,
    shadeOpacity: 0.7,
    title: C.ink900,
    accent: C.accent600,
    quiet: C.ink700,
  },
  teal: {
    ground: C.cool800,
    shade: C.cool700,
    shadeOpacity: 1,
    title: C.paper,
    accent: C.cool300,
    quiet: C.cool100,
  },
  ember: {
    ground: C.accent700,
    shade: C.accent600,
    shadeOpacity: 0.8,
    title: C.paper,
    accent: C.accent100,
    quiet: C.accent100,
  },
  mint: {
    ground: C.cool100,
    shade: C.cool300,
    shadeOpacity: 0.35,
    title: C.ink900,
    accent: C.cool800,
    quiet: C.ink700,
  },
  sand: {
    ground: C.accent100,
    shade: C.accent300,
    shadeOpacity: 0.4,
    title: C.ink900,
    accent: C.accent700,
    quiet: C.ink700,
  },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

/** Each category's palettes: its own first, a second so neighbours of one category differ. */
const PALETTES_FOR: Record<string, readonly [PaletteName, PaletteName]> = {
  explainer: ["paper", "mint"],
  screencast: ["mint", "paper"],
  creative: ["ember", "sand"],
  events: ["ink", "ember"],
  interviews: ["teal", "ink"],
  testimonial: ["ink", "sand"],
  social: ["sand", "mint"],
};
const FALLBACK_PALETTES: readonly [PaletteName, PaletteName] = ["ink", "paper"];

/** Where the title goes: the top band (the small lines at the foot) or the foot (they go on top). */
type Layout = "title-top" | "title-foot";
/** The card's one shape: a viewfinder's corners, a disc (a lens, a spotlight) or a key light. */
type Device = "corners" | "disc" | "glow";

const LAYOUTS: readonly Layout[] = ["title-top", "title-foot"];
const DEVICES: readonly Device[] = ["corners", "disc", "glow"];

export type TitleCardLook = { palette: PaletteName; layout: Layout; device: Device };

/** FNV-1a: a stable 32-bit number from the title. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const keyOf = (look: TitleCardLook) => `${look.palette}/${look.layout}/${look.device}`;

/** Every look the film's category allows, in an order its title picks (the same on every build). */
function looksFor(film: { title: string; category: string }): TitleCardLook[] {
  const palettes = PALETTES_FOR[film.category] ?? FALLBACK_PALETTES;
  const looks = palettes.flatMap((palette) =>
    LAYOUTS.flatMap((layout) => DEVICES.map((device) => ({ palette, layout, device }))),
  );
  // Its category's own palette first; within each palette, an order drawn from the title.
  const rank = (look: TitleCardLook) => hashOf(`${film.title}|${keyOf(look)}`);
  return looks.sort((a, b) => palettes.indexOf(a.palette) - palettes.indexOf(b.palette) || rank(a) - rank(b));
}

/**
 * Each film's look, in catalogue order: among its category's looks, the one that category's
 * films have used least so far (its palette, then its layout, then its shape), so two films of a
 * category never share a look while one is left and neighbours differ. The same catalogue always
 * gives the same looks, and which films a build shows changes no one's card.
 */
export function titleCardLooks(films: readonly { title: string; category: string }[]): TitleCardLook[] {
  const count = new Map<string, number>();
  const times = (key: string) => count.get(key) ?? 0;
  const bump = (key: string) => count.set(key, times(key) + 1);
  return films.map((film) => {
    const c = film.category;
    const score = (look: TitleCardLook) => [
      times(`${c}|${keyOf(look)}`),
      times(`${c}|${look.palette}`),
      times(`${c}|${look.layout}`),
      times(`${c}|${look.device}`),
    ];
    let best: TitleCardLook | undefined;
    for (const look of looksFor(film)) {
      if (!best) best = look;
      const [a, b] = [score(look), score(best)];
      const first = a.findIndex((value, i) => value !== b[i]);
      if (first >= 0 && a[first]! < b[first]!) best = look;
    }
    const chosen = best!;
    bump(`${c}|${keyOf(chosen)}`);
    bump(`${c}|${chosen.palette}`);
    bump(`${c}|${chosen.layout}`);
    bump(`${c}|${chosen.device}`);
    return chosen;
  });
}

/**
 * The card's grid, in a 1280 × 720 picture: its margins, and the band across the middle where the
 * play control sits on every card and on the film's page, which nothing is drawn in. The control
 * is 56 px across; on a card 300 px wide (a phone's rail) that is 240 here, "Coming soon" less.
 */
export const TITLE_CARD_GRID = {
  width: 1280,
  height: 720,
  side: 80,
  top: 64,
  foot: 64,
  middleTop: 240,
  middleFoot: 480,
} as const;
const { width: WIDTH, height: HEIGHT, side: SIDE, top: TOP, foot: FOOT } = TITLE_CARD_GRID;
const { middleTop: MIDDLE_TOP, middleFoot: MIDDLE_FOOT } = TITLE_CARD_GRID;

const TITLE: Omit<TypeStyle, "size"> = { face: "display", weight: 800, tracking: -0.015 };
const TITLE_SIZES = { largest: 100, smallest: 52 } as const;
const LEADING = 1.0;
const OVERSHOOT = 6;
/** Below the last baseline, room for the descenders of g, p and y. */
const DESCENT = 0.24;
const CATEGORY: TypeStyle = { face: "text", weight: 650, size: 36, tracking: 0.14 };
const CLIENT: TypeStyle = { face: "text", weight: 600, size: 48 };
const BRAND: TypeStyle = { face: "text", weight: 600, size: 30, tracking: 0.14 };

/** Words a line should not end on: it reads as cut mid-phrase. Articles worst, then the small joining words. */
const ARTICLES = new Set(["a", "an", "the"]);
const JOINERS = new Set(
  "of to in on for and or at by with from as into onto your our its their my vs & is are".split(" "),
);

/** What ending a line on `word` costs, as a share of the title's size. */
function endingCost(word: string): number {
  const bare = word.toLowerCase();
  if (ARTICLES.has(bare) || /^\d+%?$/.test(bare)) return 0.2; // "90 / Days" splits a figure from what it counts
  if (JOINERS.has(bare)) return 0.1;
  if (/[:,;–—]$/.test(word)) return -0.06; // a line ending at a pause reads best
  return 0;
}

/** The title set: its lines and their size. */
export type SetTitle = { size: number; lines: string[] };

/** Every way to cut `words` into `count` lines, each a list of its words. */
function cuts(words: readonly string[], count: number): string[][][] {
  if (count === 1) return [[words.slice()]];
  const result: string[][][] = [];
  for (let end = 1; end <= words.length - count + 1; end++) {
    for (const rest of cuts(words.slice(end), count - 1)) result.push([words.slice(0, end), ...rest]);
  }
  return result;
}

/**
 * The title in the band (`width` × `height`): one to three lines, as large as the band allows, the
 * lines balanced, a line rather ending at a colon than on "the", "of" or a figure, and never one
 * word alone on the last line of a title of three words or more. Each way to set it is scored by
 * its size less what its endings and its ragged edge cost, and the best wins, so a title drops a
 * size rather than end a line on "a". A title too long for the smallest size is set smaller still
 * rather than overflowing.
 */
export function setTitle(title: string, lettering: Lettering, width: number, height: number): SetTitle {
  const words = title.split(/\s+/).filter(Boolean);
  // No title at all (or none the faces can draw): no lines, at the size a short one would get.
  if (words.length === 0) return { size: TITLE_SIZES.largest, lines: [] };
  // Widths grow with the size (tracking is in ems too): measure each line once, at 100.
  const measured = new Map<string, number>();
  const widthAt = (line: string, size: number) => {
    if (!measured.has(line)) measured.set(line, lettering.width(line, { ...TITLE, size: 100 }));
    return (measured.get(line)! * size) / 100;
  };
  const capRatio = lettering.capHeight({ ...TITLE, size: 100 }) / 100;
  const blockHeight = (size: number, lines: number) => size * (capRatio + (lines - 1) * LEADING + DESCENT);

  let best: (SetTitle & { score: number }) | undefined;
  for (let count = 1; count <= Math.min(3, words.length); count++) {
    for (const cut of cuts(words, count)) {
      if (count > 1 && words.length >= 3 && cut[count - 1]!.length === 1) continue;
      const lines = cut.map((line) => line.join(" "));
      const at100 = lines.map((line) => widthAt(line, 100));
      const size = Math.floor(
        Math.min(TITLE_SIZES.largest, (100 * width) / Math.max(...at100), height / blockHeight(1, count)),
      );
      if (size < TITLE_SIZES.smallest) continue;
      const endings = cut.slice(0, -1).reduce((sum, line) => sum + endingCost(line[line.length - 1]!), 0);
      const ragged = count > 1 ? (Math.max(...at100) - Math.min(...at100)) / ((100 * width) / size) : 0;
      const score = size * (1 - endings - 0.3 * ragged);
      if (!best || score > best.score) best = { size, lines, score };
    }
  }
  if (best) return { size: best.size, lines: best.lines };
  // Longer than the band holds at the smallest size: three lines as even as can be, set to fit.
  const lines = cuts(words, Math.min(3, words.length))
    .map((cut) => cut.map((line) => line.join(" ")))
    .reduce((a, b) =>
      Math.max(...b.map((l) => widthAt(l, 100))) < Math.max(...a.map((l) => widthAt(l, 100))) ? b : a,
    );
  const size = Math.floor(
    Math.min(
      (100 * width) / Math.max(...lines.map((l) => widthAt(l, 100))),
      height / blockHeight(1, lines.length),
    ),
  );
  return { size, lines };
}

const n = (value: number) => Math.round(value * 10) / 10;

/** The card's one shape, under the lettering. */
function device(kind: Device, p: Palette, layout: Layout, width: number, height: number): string {
  const shade = `fill="${p.shade}"${p.shadeOpacity < 1 ? ` fill-opacity="${p.shadeOpacity}"` : ""}`;
  if (kind === "corners") {
    // A viewfinder's corner marks, as on the share cards.
    const inset = 30;
    const arm = 56;
    const t = 8;
    const corner = (x: number, y: number, dx: number, dy: number) =>
      `<path d="M${x} ${y}h${dx * arm}v${dy * t}h${-dx * (arm - t)}v${dy * (arm - t)}h${-dx * t}z" ${shade}/>`;
    return (
      corner(inset, inset, 1, 1) +
      corner(width - inset, inset, -1, 1) +
      corner(inset, height - inset, 1, -1) +
      corner(width - inset, height - inset, -1, -1)
    );
  }
  if (kind === "disc") {
    // A large disc off the side the small lines leave free.
    const cy = layout === "title-top" ? height * 0.8 : height * 0.2;
    return `<circle cx="${n(width * 0.88)}" cy="${n(cy)}" r="${n(height * 0.5)}" ${shade}/>`;
  }
  // A key light falling from the title's corner, as on the site's heroes.
  const cy = layout === "title-top" ? 0 : height;
  return (
    `<defs><radialGradient id="light" cx="${n(width * 0.15)}" cy="${cy}" r="${n(width * 0.75)}" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${p.shade}" stop-opacity="${p.shadeOpacity}"/><stop offset="1" stop-color="${p.shade}" stop-opacity="0"/>` +
    `</radialGradient></defs><rect width="${width}" height="${height}" fill="url(#light)"/>`
  );
}

/** One line of lettering placed on the card: its words, type, colour, start and baseline. */
export type PlacedLine = {
  role: "title" | "category" | "client" | "brand";
  text: string;
  style: TypeStyle;
  colour: string;
  x: number;
  baseline: number;
};

/** The smallest the client's name is set beside the studio's: below it, the studio's gives way. */
const CLIENT_SMALLEST = 34;
/** Between the client's name and the studio's at the same baseline. */
const CREDIT_GAP = 48;

/**
 * Where every line of the card goes on its 1280 × 720 grid: the title in its band (the top or the
 * foot), the category over the client at the start of the other band and the studio's name at its
 * end. Nothing lies between MIDDLE_TOP and MIDDLE_FOOT.
 */
export function titleCardLayout(
  given: TitleCardWords,
  look: TitleCardLook,
  lettering: Lettering,
): PlacedLine[] {
  const words = drawableWords(given, lettering);
  const p: Palette = PALETTES[look.palette];
  const onTop = look.layout === "title-top";
  // Round letters rise a little above the capitals' line and fall below the baseline: a few units spare.
  const band = (onTop ? MIDDLE_TOP - TOP : HEIGHT - FOOT - MIDDLE_FOOT) - OVERSHOOT;
  const title = setTitle(words.title, lettering, WIDTH - 2 * SIDE, band);
  const style = { ...TITLE, size: title.size };
  const cap = lettering.capHeight(style);
  const lead = LEADING * title.size;
  // Its first capitals at the top of its band, or its last descenders at the foot of it.
  const firstBaseline = onTop
    ? TOP + cap
    : HEIGHT - FOOT - DESCENT * title.size - (title.lines.length - 1) * lead;
  const placed: PlacedLine[] = title.lines.map((text, i) => ({
    role: "title",
    text,
    style,
    colour: p.title,
    x: SIDE,
    baseline: firstBaseline + i * lead,
  }));

  // The small lines: the category over the client at the start of the other band, and the
  // studio's name at its end, small, as a production credit: on the client's line at the foot,
  // on the category's line at the top.
  const brand = words.brand.toUpperCase();
  const brandWidth = lettering.width(brand, BRAND);
  const category = words.categoryLabel.toUpperCase();
  const client = words.client?.trim();
  const full = WIDTH - 2 * SIDE;
  const clientFull = client ? lettering.width(client, CLIENT) : 0;
  const besideBrand = onTop
    ? (clientFull * CLIENT_SMALLEST) / CLIENT.size
    : lettering.width(category, CATEGORY);
  // A studio's name too long to sit beside them gives way: the film's own words come first.
  const showBrand = brand !== "" && besideBrand + CREDIT_GAP + brandWidth <= full;
  const clientRoom = onTop && showBrand ? full - brandWidth - CREDIT_GAP : full;
  // The client's name as large as its room allows, down to the smallest that reads on a phone;
  // a name too long even then is set to fit rather than run off the card.
  const clientSize = client ? Math.min(CLIENT.size, (CLIENT.size * clientRoom) / clientFull) : CLIENT.size;
  const clientStyle = { ...CLIENT, size: Math.floor(clientSize * 10) / 10 };
  const categoryCap = lettering.capHeight(CATEGORY);
  const smallHeight = categoryCap + (client ? 26 + lettering.capHeight(clientStyle) : 0);
  const smallTop = onTop ? HEIGHT - FOOT - smallHeight : TOP;
  if (category)
    placed.push({
      role: "category",
      text: category,
      style: CATEGORY,
      colour: p.accent,
      x: SIDE,
      baseline: smallTop + categoryCap,
    });
  if (client)
    placed.push({
      role: "client",
      text: client,
      style: clientStyle,
      colour: p.quiet,
      x: SIDE,
      baseline: smallTop + smallHeight,
    });
  if (showBrand)
    placed.push({
      role: "brand",
      text: brand,
      style: BRAND,
      colour: p.quiet,
      x: WIDTH - SIDE - brandWidth,
      baseline: onTop ? HEIGHT - FOOT : TOP + lettering.capHeight(BRAND),
    });
  return placed;
}

/** A part of the card's words, the style it is set in, and how the card shows it. */
const PARTS = [
  { part: "title", style: { ...TITLE, size: 100 }, shown: (text: string) => text },
  { part: "category", style: CATEGORY, shown: (text: string) => text.toUpperCase() },
  { part: "client", style: CLIENT, shown: (text: string) => text },
  { part: "brand", style: BRAND, shown: (text: string) => text.toUpperCase() },
] as const;

const TEXT_OF: Record<(typeof PARTS)[number]["part"], (words: TitleCardWords) => string> = {
  title: (words) => words.title,
  category: (words) => words.categoryLabel,
  client: (words) => words.client ?? "",
  brand: (words) => words.brand,
};

/** A part of a card's words that holds letters the brand's faces lack. */
export type TitleCardGap = {
  part: (typeof PARTS)[number]["part"];
  text: string;
  /** The letters left out, each once. */
  letters: string[];
};

/**
 * The parts of a card's words that hold letters its faces have none of (Arabic, Hebrew, CJK, an
 * emoji): the card is set without them, and the launch check names them.
 */
export function titleCardGaps(words: TitleCardWords, lettering: Lettering): TitleCardGap[] {
  return PARTS.flatMap(({ part, style, shown }) => {
    const text = TEXT_OF[part](words);
    // Each letter as the owner wrote it, though the card may draw it in capitals.
    const letters = [...new Set(text)].filter((letter) => lettering.missing(shown(letter), style).length > 0);
    return letters.length > 0 ? [{ part, text, letters }] : [];
  });
}

/** `text` without `letters`, and the marks that joined them (an Arabic vowel sign), its spaces tidied. */
function without(text: string, letters: readonly string[]): string {
  if (letters.length === 0) return text;
  const gone = new Set(letters);
  let dropping = false;
  const kept = Array.from(text).filter((letter) => {
    dropping = gone.has(letter) || (dropping && /\p{M}/u.test(letter));
    return !dropping;
  });
  return kept.join("").replace(/\s+/g, " ").trim();
}

/** The card's words without the letters its faces lack, so no picture shows a missing-glyph box. */
function drawableWords(words: TitleCardWords, lettering: Lettering): TitleCardWords {
  const gaps = new Map(titleCardGaps(words, lettering).map((gap) => [gap.part, gap.letters]));
  const drawable = (part: TitleCardGap["part"]) => without(TEXT_OF[part](words), gaps.get(part) ?? []);
  return {
    ...words,
    title: drawable("title"),
    categoryLabel: drawable("category"),
    client: words.client === undefined ? undefined : drawable("client"),
    brand: drawable("brand"),
  };
}

const svgOf = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** The card's ground and shape alone, at any size. */
export function titleCardGround(look: TitleCardLook, width: number, height: number): string {
  const p: Palette = PALETTES[look.palette];
  return svgOf(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${p.ground}"/>${device(look.device, p, look.layout, width, height)}`,
  );
}

/**
 * The share card's background: the card's shape on its ground, or for a light ground on the dark
 * one of its family, since the share card sets the studio's name and the title over it in white.
 */
const SHARE_PALETTE: Record<PaletteName, PaletteName> = {
  ink: "ink",
  teal: "teal",
  ember: "ember",
  paper: "ink",
  mint: "teal",
  sand: "ember",
};

export function titleCardShareGround(look: TitleCardLook, width: number, height: number): string {
  return titleCardGround({ ...look, palette: SHARE_PALETTE[look.palette] }, width, height);
}

/** The film's title card as an SVG document, 1280 × 720, its lettering as outlines. */
export function titleCardSvg(words: TitleCardWords, look: TitleCardLook, lettering: Lettering): string {
  const p: Palette = PALETTES[look.palette];
  const lines = titleCardLayout(words, look, lettering)
    .map(
      (line) =>
        `<path fill="${line.colour}" d="${lettering.outline(line.text, line.style, line.x, line.baseline)}"/>`,
    )
    .join("");
  return svgOf(
    WIDTH,
    HEIGHT,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${p.ground}"/>${device(look.device, p, look.layout, WIDTH, HEIGHT)}${lines}`,
  );
}

/** The client a card names: the owner's when they gave one, else the catalogue's credit, else none. */
export function cardClient(
  ownerClient: string | undefined,
  credit: { name: string } | undefined,
): string | undefined {
  return ownerClient?.trim() || credit?.name.trim() || undefined;
}
