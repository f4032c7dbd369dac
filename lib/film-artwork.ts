/*
 * The designed still of a film the build could not take a frame of (no owner still, and YouTube
 * out of reach or without a thumbnail): flat artwork in the brand's colours, drawn from the film's
 * category (what the picture shows: a whiteboard for an explainer, a stage for an event) and its
 * title (which palette, which side, which details), so every film's still is its own and the same
 * film always gets the same one (artworkChoices spreads the films of one category across its
 * pictures and palettes, so neighbours differ). No lettering: the card's heading and the page's title name the
 * film. scripts/film-stills.ts renders the SVG to WebP with sharp.
 */

const ARTWORK_WIDTH = 1280;
const ARTWORK_HEIGHT = 720;

/** The brand's colours (app/globals.css), with two deeper steps the artwork needs for depth. */
const C = {
  ink950: "#08111f",
  ink900: "#0f1b2d",
  ink800: "#1a2a42",
  ink700: "#2b3d59",
  ink300: "#a9b6c9",
  paper: "#faf7f2",
  paperDeep: "#f2ece2",
  line: "#e4dccf",
  accent100: "#ffe4d3",
  accent300: "#ffb38a",
  accent400: "#ff8a4c",
  accent600: "#c2410c",
  accent700: "#9a3412",
  accent800: "#7c2d12",
  cool100: "#cdf5ea",
  cool300: "#6ee7c8",
  cool700: "#0f766e",
  cool800: "#115e59",
  cool900: "#0b3f3c",
} as const;

/** A ground and the colours drawn on it, each pair with enough contrast to read as shapes. */
type Palette = {
  name: string;
  ground: string;
  deep: string;
  panel: string;
  figure: string;
  accent: string;
  cool: string;
  light: string;
};

const PALETTES = {
  navy: {
    name: "navy",
    ground: C.ink900,
    deep: C.ink950,
    panel: C.ink800,
    figure: C.ink700,
    accent: C.accent400,
    cool: C.cool300,
    light: C.paper,
  },
  paper: {
    name: "paper",
    ground: C.paper,
    deep: C.paperDeep,
    panel: C.line,
    figure: C.ink900,
    accent: C.accent600,
    cool: C.cool700,
    light: "#ffffff",
  },
  teal: {
    name: "teal",
    ground: C.cool800,
    deep: C.cool900,
    panel: C.cool700,
    figure: C.ink900,
    accent: C.accent300,
    cool: C.cool100,
    light: C.paper,
  },
  ember: {
    name: "ember",
    ground: C.accent700,
    deep: C.accent800,
    panel: C.accent600,
    figure: C.ink900,
    accent: C.accent100,
    cool: C.cool300,
    light: C.paper,
  },
} as const satisfies Record<string, Palette>;

type Motif = "explainer" | "screencast" | "creative" | "events" | "interviews" | "testimonial" | "social";

/** The palettes a category is drawn in: two or three each, so a row of one category still varies. */
const PALETTES_FOR: Record<Motif, readonly Palette[]> = {
  explainer: [PALETTES.paper, PALETTES.navy, PALETTES.teal],
  screencast: [PALETTES.paper, PALETTES.navy, PALETTES.teal],
  creative: [PALETTES.ember, PALETTES.navy, PALETTES.teal],
  events: [PALETTES.navy, PALETTES.teal, PALETTES.ember],
  interviews: [PALETTES.navy, PALETTES.paper, PALETTES.teal],
  testimonial: [PALETTES.teal, PALETTES.paper, PALETTES.navy],
  social: [PALETTES.ember, PALETTES.paper, PALETTES.teal],
};

const MOTIFS: readonly Motif[] = [
  "explainer",
  "screencast",
  "creative",
  "events",
  "interviews",
  "testimonial",
  "social",
];

/** FNV-1a: a stable 32-bit number from the title. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: the same sequence of numbers in [0, 1) for the same seed, on every machine. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Draw = {
  p: Palette;
  /** A number in [0, 1). */
  r: () => number;
  /** A whole number in [min, max]. */
  int: (min: number, max: number) => number;
  /** One of the choices. */
  pick: <T>(choices: readonly T[]) => T;
};

const n = (value: number) => Math.round(value * 10) / 10;

/** A person: a round head over rounded shoulders, standing at (x, y) = the top of the head. */
function person(x: number, y: number, size: number, fill: string, head = fill): string {
  const r = size * 0.32;
  return (
    `<circle cx="${n(x)}" cy="${n(y + r)}" r="${n(r)}" fill="${head}"/>` +
    `<rect x="${n(x - size * 0.5)}" y="${n(y + r * 2 + size * 0.08)}" width="${n(size)}" height="${n(size * 1.2)}" rx="${n(size * 0.42)}" fill="${fill}"/>`
  );
}

/** Short rounded bars, as lines of text are drawn where no lettering is wanted. */
function textLines(x: number, y: number, widths: readonly number[], fill: string, gap = 22, h = 10): string {
  return widths
    .map(
      (w, i) =>
        `<rect x="${n(x)}" y="${n(y + i * gap)}" width="${n(w)}" height="${h}" rx="${h / 2}" fill="${fill}"/>`,
    )
    .join("");
}

/** A whiteboard with a diagram of joined ideas, and the presenter beside it. */
function whiteboard({ p, int, pick }: Draw): string {
  const nodes = int(3, 4);
  const board = `<rect x="80" y="120" width="640" height="420" rx="26" fill="${p.light}" stroke="${p.figure}" stroke-width="6"/>`;
  const points = Array.from({ length: nodes }, (_, i) => ({
    x: 170 + (i * 460) / (nodes - 1),
    y: 250 + (i % 2 === 0 ? 0 : 1) * int(90, 150) - int(0, 40),
  }));
  const links = points
    .slice(1)
    .map((pt, i) => {
      const prev = points[i]!;
      return `<path d="M${n(prev.x)} ${n(prev.y)} C${n((prev.x + pt.x) / 2)} ${n(prev.y)} ${n((prev.x + pt.x) / 2)} ${n(pt.y)} ${n(pt.x)} ${n(pt.y)}" fill="none" stroke="${p.figure}" stroke-width="6" stroke-dasharray="${pick(["0", "14 12"])}"/>`;
    })
    .join("");
  const highlight = int(0, nodes - 1);
  const dots = points
    .map(
      (pt, i) =>
        `<circle cx="${n(pt.x)}" cy="${n(pt.y)}" r="${i === highlight ? 44 : 34}" fill="${i === highlight ? p.accent : p.cool}"/>`,
    )
    .join("");
  const notes = textLines(150, 440, [int(180, 260), int(120, 220), int(90, 160)], p.panel, 24, 12);
  const presenter = person(900, 190, 150, p.figure, p.accent);
  const pointer = `<path d="M835 300 L735 ${int(250, 330)}" stroke="${p.figure}" stroke-width="10" stroke-linecap="round"/>`;
  const podium = `<rect x="790" y="520" width="220" height="130" rx="18" fill="${p.panel}"/>`;
  return board + links + dots + notes + pointer + presenter + podium;
}

/** A chart that climbs, on a screen the presenter points at. */
function chartTalk({ p, int }: Draw): string {
  const bars = int(4, 6);
  const screen = `<rect x="420" y="90" width="760" height="460" rx="26" fill="${p.panel}"/>`;
  const base = 480;
  const chart = Array.from({ length: bars }, (_, i) => {
    const h = 60 + ((i + 1) / bars) * 260 - int(0, 50);
    const x = 490 + i * (600 / bars);
    return `<rect x="${n(x)}" y="${n(base - h)}" width="${n(600 / bars - 26)}" height="${n(h)}" rx="10" fill="${i === bars - 1 ? p.accent : p.cool}"/>`;
  }).join("");
  const axis = `<path d="M470 ${base + 12} H1130" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>`;
  const trend = `<path d="M500 ${base - 70} Q760 ${base - int(120, 200)} 1100 ${base - 330}" fill="none" stroke="${p.light}" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 18"/>`;
  const presenter = person(230, 200, 170, p.figure, p.accent);
  const hand = `<path d="M310 330 L430 ${int(260, 320)}" stroke="${p.figure}" stroke-width="12" stroke-linecap="round"/>`;
  return screen + chart + axis + trend + presenter + hand;
}

/** A flow of steps, boxes joined by arrows, one of them the answer. */
function flowSteps({ p, int }: Draw): string {
  const steps = int(3, 4);
  const answer = int(1, steps - 1);
  const w = 900 / steps;
  const boxes = Array.from({ length: steps }, (_, i) => {
    const x = 150 + i * w;
    const y = 230 + (i % 2 ? int(-40, 40) : 0);
    const on = i === answer;
    const arrow =
      i < steps - 1
        ? `<path d="M${n(x + w - 70)} ${n(y + 90)} h46 m-16 -16 l16 16 l-16 16" fill="none" stroke="${p.figure}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`
        : "";
    return (
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w - 90)}" height="180" rx="24" fill="${on ? p.accent : p.light}" stroke="${p.figure}" stroke-width="5"/>` +
      `<circle cx="${n(x + 48)}" cy="${n(y + 50)}" r="20" fill="${on ? p.light : p.cool}"/>` +
      textLines(x + 30, y + 100, [n(w - 170), n(w - 220)], on ? p.light : p.panel, 26, 12) +
      arrow
    );
  }).join("");
  const tick = `<path d="M${n(150 + answer * w + w - 150)} 200 l22 22 l40 -46" fill="none" stroke="${p.cool}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
  return boxes + tick + person(1120, 470, 80, p.figure, p.accent);
}

/** An app window with a cursor clicking the step being shown. */
function appWindow({ p, r, int }: Draw): string {
  const rows = int(3, 5);
  const win =
    `<rect x="110" y="90" width="880" height="540" rx="24" fill="${p.light}" stroke="${p.figure}" stroke-width="6"/>` +
    `<path d="M110 160 H990" stroke="${p.figure}" stroke-width="6"/>` +
    [0, 1, 2]
      .map((i) => `<circle cx="${150 + i * 34}" cy="125" r="10" fill="${i === 0 ? p.accent : p.panel}"/>`)
      .join("") +
    `<rect x="140" y="190" width="190" height="410" rx="14" fill="${p.deep}"/>` +
    textLines(165, 220, [120, 90, 140, 100, 110, 80], p.panel, 34, 12);
  const active = int(0, rows - 1);
  const cards = Array.from({ length: rows }, (_, i) => {
    const y = 195 + i * (400 / rows);
    const h = 400 / rows - 18;
    const on = i === active;
    return (
      `<rect x="360" y="${n(y)}" width="600" height="${n(h)}" rx="14" fill="${on ? p.accent : p.deep}"/>` +
      textLines(390, y + h / 2 - 6, [int(160, 320)], on ? p.light : p.panel, 0, 12)
    );
  }).join("");
  const cy = 195 + active * (400 / rows) + 400 / rows / 2;
  const cx = 900 + r() * 20;
  const cursor =
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="46" fill="none" stroke="${p.cool}" stroke-width="6" opacity=".8"/>` +
    `<path d="M${n(cx)} ${n(cy)} l0 78 l20 -20 l16 36 l16 -7 l-16 -35 l28 0 z" fill="${p.figure}" stroke="${p.light}" stroke-width="5" stroke-linejoin="round"/>`;
  const badge = `<rect x="1030" y="${int(140, 420)}" width="170" height="110" rx="22" fill="${p.cool}"/>`;
  return win + cards + cursor + badge;
}

/** A sign-in screen with a code on a phone beside it: a security step being walked through. */
function signIn({ p, int }: Draw): string {
  const win =
    `<rect x="90" y="110" width="700" height="500" rx="24" fill="${p.light}" stroke="${p.figure}" stroke-width="6"/>` +
    `<circle cx="440" cy="230" r="52" fill="${p.cool}"/>` +
    `<rect x="250" y="320" width="380" height="56" rx="14" fill="${p.deep}"/>` +
    `<rect x="250" y="396" width="380" height="56" rx="14" fill="${p.deep}"/>` +
    `<rect x="250" y="486" width="380" height="64" rx="32" fill="${p.accent}"/>`;
  const digits = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${906 + i * 36}" y="330" width="26" height="40" rx="6" fill="${i < int(3, 6) ? p.accent : p.panel}"/>`,
  ).join("");
  const phone =
    `<rect x="860" y="150" width="300" height="470" rx="40" fill="${p.figure}"/>` +
    `<rect x="880" y="190" width="260" height="390" rx="24" fill="${p.light}"/>` +
    `<path d="M975 250 a35 35 0 0 1 70 0 v30 h-70 z" fill="none" stroke="${p.cool}" stroke-width="10"/>` +
    `<rect x="960" y="276" width="100" height="30" rx="8" fill="${p.cool}"/>` +
    digits;
  const cursor = `<path d="M${int(560, 600)} 520 l0 70 l18 -18 l14 32 l14 -6 l-14 -32 l26 0 z" fill="${p.figure}" stroke="${p.light}" stroke-width="5" stroke-linejoin="round"/>`;
  return win + phone + cursor;
}

/** A clapperboard under a spotlight, with sparks: the stuff of a sketch or a parody. */
function clapper({ p, int, pick }: Draw): string {
  const tilt = pick([-14, -9, -5]);
  const stripes = Array.from({ length: 6 }, (_, i) =>
    i % 2 === 0 ? `<path d="M${200 + i * 80} 230 l80 0 l-40 70 l-80 0 z" fill="${p.light}"/>` : "",
  ).join("");
  const board =
    `<g transform="rotate(${tilt} 460 300)">` +
    `<rect x="160" y="230" width="560" height="72" rx="10" fill="${p.figure}"/>${stripes}</g>` +
    `<rect x="160" y="310" width="560" height="300" rx="18" fill="${p.figure}"/>` +
    textLines(210, 370, [int(260, 420), int(180, 320), int(220, 380)], p.panel, 56, 18);
  const beam = `<path d="M${int(900, 1020)} 0 L760 720 L1280 720 L1280 ${int(120, 300)} Z" fill="${p.accent}" opacity=".22"/>`;
  const reelY = int(480, 560);
  const reel =
    `<circle cx="1060" cy="${reelY}" r="96" fill="${p.deep}"/>` +
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a = (i * Math.PI) / 3;
        return `<circle cx="${n(1060 + Math.cos(a) * 52)}" cy="${n(reelY + Math.sin(a) * 52)}" r="18" fill="${p.ground}"/>`;
      })
      .join("");
  return beam + board + sparks(p, int, 860, 200) + reel;
}

/** Four-point sparks, scattered from (x, y). */
function sparks(p: Palette, int: Draw["int"], x0: number, y0: number): string {
  return Array.from({ length: int(3, 5) }, (_, i) => {
    const x = x0 + i * 90 + int(-20, 20);
    const y = y0 + ((i * 137) % 300);
    const s = int(14, 30);
    return `<path d="M${x} ${y - s} L${x + s * 0.3} ${y - s * 0.3} L${x + s} ${y} L${x + s * 0.3} ${y + s * 0.3} L${x} ${y + s} L${x - s * 0.3} ${y + s * 0.3} L${x - s} ${y} L${x - s * 0.3} ${y - s * 0.3} Z" fill="${i % 2 ? p.cool : p.light}"/>`;
  }).join("");
}

/** A strip of film running across the frame, one frame lit. */
function filmStrip({ p, int }: Draw): string {
  const tilt = int(-12, -4);
  const frames = 6;
  const lit = int(1, 4);
  const holes = Array.from(
    { length: 18 },
    (_, i) =>
      `<rect x="${-80 + i * 90}" y="218" width="40" height="26" rx="6" fill="${p.ground}"/><rect x="${-80 + i * 90}" y="496" width="40" height="26" rx="6" fill="${p.ground}"/>`,
  ).join("");
  const cells = Array.from({ length: frames }, (_, i) => {
    const x = -60 + i * 260;
    const on = i === lit;
    return (
      `<rect x="${x}" y="262" width="220" height="216" rx="10" fill="${on ? p.accent : p.panel}"/>` +
      (on
        ? `<path d="M${x + 90} 330 l60 40 l-60 40 z" fill="${p.light}"/>`
        : person(x + 110, 300, 70, p.deep))
    );
  }).join("");
  return (
    `<g transform="rotate(${tilt} 640 370)"><rect x="-200" y="200" width="1700" height="340" fill="${p.figure}"/>${holes}${cells}</g>` +
    sparks(p, int, 200, 90)
  );
}

/** A megaphone shouting bold shapes: a campaign people pass on. */
function megaphone({ p, int }: Draw): string {
  const horn =
    `<path d="M250 330 L620 190 L620 530 L250 410 Z" fill="${p.light}"/>` +
    `<rect x="170" y="320" width="100" height="100" rx="20" fill="${p.figure}"/>` +
    `<path d="M300 420 l-20 110 h60 l30 -96" fill="${p.figure}"/>` +
    `<ellipse cx="620" cy="360" rx="40" ry="170" fill="${p.accent}"/>`;
  const waves = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${720 + i * 90} ${250 - i * 40} Q${780 + i * 110} 360 ${720 + i * 90} ${470 + i * 40}" fill="none" stroke="${i === 1 ? p.cool : p.light}" stroke-width="14" stroke-linecap="round"/>`,
    )
    .join("");
  const shapes =
    `<circle cx="${int(1080, 1160)}" cy="${int(140, 200)}" r="44" fill="${p.cool}"/>` +
    `<rect x="${int(1040, 1120)}" y="${int(470, 540)}" width="90" height="90" rx="14" fill="${p.accent}" transform="rotate(${int(10, 30)} 1100 520)"/>`;
  return horn + waves + shapes;
}

/** A stage with a lit screen and speaker, the audience's heads in the foreground. */
function stage({ p, int }: Draw): string {
  const beams = int(2, 3);
  const lights = Array.from({ length: beams }, (_, i) => {
    const x = 300 + (i * 680) / Math.max(1, beams - 1);
    return `<path d="M${n(x)} 0 L${n(x - 150)} 470 L${n(x + 150)} 470 Z" fill="${p.accent}" opacity=".16"/>`;
  }).join("");
  const screen =
    `<rect x="300" y="110" width="680" height="300" rx="18" fill="${p.panel}" stroke="${p.cool}" stroke-width="6"/>` +
    `<circle cx="640" cy="${int(230, 270)}" r="56" fill="${p.cool}" opacity=".5"/>`;
  const floor = `<rect x="0" y="470" width="1280" height="34" fill="${p.figure}"/>`;
  const speaker = person(int(0, 1) ? 1060 : 190, 300, 90, p.accent);
  return lights + screen + floor + speaker + audience(p, int, 560);
}

/** Two rows of heads from behind, from `y` down. */
function audience(p: Palette, int: Draw["int"], y: number): string {
  return [
    { y, fill: p.deep, off: int(0, 60) },
    { y: y + 80, fill: p.figure, off: int(0, 60) + 61 },
  ]
    .map((row) =>
      Array.from({ length: 12 }, (_, i) => person(row.off + i * 122 - 40, row.y, 70, row.fill)).join(""),
    )
    .join("");
}

/** An exhibition stand with its banner, a visitor being interviewed in front of it. */
function booth({ p, int }: Draw): string {
  const stand =
    `<rect x="160" y="90" width="700" height="90" rx="14" fill="${p.accent}"/>` +
    textLines(220, 124, [int(240, 400)], p.light, 0, 20) +
    `<rect x="180" y="180" width="660" height="330" fill="${p.panel}"/>` +
    `<rect x="260" y="230" width="320" height="190" rx="12" fill="${p.deep}"/>` +
    `<circle cx="420" cy="325" r="40" fill="${p.cool}" opacity=".7"/>` +
    `<rect x="620" y="380" width="190" height="130" rx="12" fill="${p.figure}"/>`;
  const floor = `<rect x="0" y="510" width="1280" height="210" fill="${p.deep}"/>`;
  const guest = person(700, 300, 110, p.figure, p.light);
  const host = person(960, 310, 110, p.figure, p.accent);
  const mic = `<path d="M890 420 L820 380" stroke="${p.light}" stroke-width="10" stroke-linecap="round"/><circle cx="812" cy="376" r="16" fill="${p.light}"/>`;
  const cam =
    `<rect x="1080" y="330" width="130" height="84" rx="14" fill="${p.figure}"/>` +
    `<rect x="1044" y="348" width="42" height="46" rx="8" fill="${p.figure}"/>` +
    `<path d="M1145 414 L1100 660 M1145 414 L1190 660 M1145 414 V660" stroke="${p.figure}" stroke-width="8" stroke-linecap="round"/>`;
  return stand + floor + guest + host + mic + cam;
}

/** A live stream: the production desk's monitors, one of them on air. */
function liveDesk({ p, int }: Draw): string {
  const onAir = int(0, 2);
  const monitors = [0, 1, 2]
    .map((i) => {
      const x = 150 + i * 340;
      const on = i === onAir;
      return (
        `<rect x="${x}" y="150" width="300" height="190" rx="16" fill="${on ? p.panel : p.deep}" stroke="${on ? p.accent : p.figure}" stroke-width="8"/>` +
        person(x + 150, 185, 70, on ? p.light : p.figure) +
        (on ? `<circle cx="${x + 36}" cy="184" r="14" fill="${p.accent}"/>` : "")
      );
    })
    .join("");
  const desk = `<rect x="90" y="430" width="1100" height="60" rx="16" fill="${p.figure}"/><rect x="140" y="490" width="40" height="180" fill="${p.figure}"/><rect x="1100" y="490" width="40" height="180" fill="${p.figure}"/>`;
  const faders = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${380 + i * 60}" y="380" width="14" height="50" rx="7" fill="${p.panel}"/><rect x="${372 + i * 60}" y="${386 + int(0, 30)}" width="30" height="16" rx="6" fill="${i % 3 === 0 ? p.accent : p.cool}"/>`,
  ).join("");
  return monitors + faders + desk + person(640, 520, 90, p.deep, p.accent);
}

/** Two people in conversation under a lamp, a camera on a tripod catching it. */
function twoChairs({ p, int, pick }: Draw): string {
  const lamp =
    `<path d="M640 0 V130" stroke="${p.figure}" stroke-width="6"/>` +
    `<path d="M580 130 h120 l30 50 h-180 z" fill="${p.accent}"/>` +
    `<path d="M560 180 L470 620 H810 L720 180 Z" fill="${p.accent}" opacity=".14"/>`;
  const chairs = [430, 850]
    .map(
      (x) =>
        `<rect x="${x - 80}" y="470" width="160" height="26" rx="13" fill="${p.figure}"/><rect x="${x - 6}" y="496" width="12" height="130" fill="${p.figure}"/>`,
    )
    .join("");
  const left = person(430, 250, 130, p.figure, pick([p.cool, p.accent]));
  const right = person(850, 250, 130, p.figure, p.light);
  const bubble = `<rect x="${pick([470, 560])}" y="${int(110, 170)}" width="180" height="90" rx="28" fill="${p.cool}"/><path d="M560 195 l-30 40 l60 -30 z" fill="${p.cool}"/>`;
  const cam =
    `<rect x="1060" y="300" width="140" height="90" rx="14" fill="${p.figure}"/>` +
    `<rect x="1020" y="320" width="46" height="50" rx="8" fill="${p.figure}"/>` +
    `<circle cx="1232" cy="345" r="9" fill="${p.accent}"/>` +
    `<path d="M1130 390 L1080 640 M1130 390 L1180 640 M1130 390 V640" stroke="${p.figure}" stroke-width="8" stroke-linecap="round"/>`;
  return lamp + chairs + left + right + bubble + cam;
}

/** One person framed for an interview between two softbox lights. */
function softboxes({ p, int }: Draw): string {
  const light = (x: number, tilt: number) =>
    `<g transform="rotate(${tilt} ${x} 200)"><rect x="${x - 80}" y="120" width="160" height="200" rx="12" fill="${p.light}"/><rect x="${x - 80}" y="120" width="160" height="200" rx="12" fill="none" stroke="${p.figure}" stroke-width="8"/></g>` +
    `<path d="M${x} 320 V650 M${x} 650 l-50 20 M${x} 650 l50 20" stroke="${p.figure}" stroke-width="8" stroke-linecap="round"/>`;
  const glow = `<circle cx="640" cy="360" r="${int(190, 230)}" fill="${p.deep}"/>`;
  const frame = `<path d="M470 180 h-40 v40 M810 180 h40 v40 M470 560 h-40 v-40 M810 560 h40 v-40" fill="none" stroke="${p.cool}" stroke-width="8"/>`;
  const subject = person(640, 230, 190, p.figure, p.accent);
  const lower = `<rect x="480" y="${int(500, 540)}" width="320" height="46" rx="10" fill="${p.accent}"/>`;
  return light(220, -10) + light(1060, 10) + glow + subject + frame + lower;
}

/** A podcast-style table: two microphones, two voices, sound between them. */
function mics({ p, int }: Draw): string {
  const mic = (x: number, head: string) =>
    `<rect x="${x - 32}" y="250" width="64" height="120" rx="32" fill="${head}"/>` +
    `<path d="M${x - 50} 330 a50 50 0 0 0 100 0" fill="none" stroke="${p.figure}" stroke-width="8"/>` +
    `<path d="M${x} 380 V470" stroke="${p.figure}" stroke-width="10"/>`;
  const table = `<rect x="120" y="470" width="1040" height="40" rx="14" fill="${p.figure}"/>`;
  const wave = Array.from({ length: 13 }, (_, i) => {
    const h = 20 + Math.abs(Math.sin((i + int(0, 5)) * 1.3)) * 120;
    return `<rect x="${505 + i * 22}" y="${n(310 - h / 2)}" width="12" height="${n(h)}" rx="6" fill="${i % 4 === 0 ? p.accent : p.cool}"/>`;
  }).join("");
  return (
    person(240, 150, 150, p.figure, p.light) +
    person(1040, 150, 150, p.figure, p.accent) +
    table +
    mic(400, p.light) +
    mic(880, p.light) +
    wave
  );
}

/** A framed portrait with a big quotation mark and the stars a happy client gives. */
function portraitQuote({ p, int }: Draw): string {
  const frame =
    `<rect x="140" y="110" width="420" height="500" rx="30" fill="${p.deep}"/>` +
    `<circle cx="350" cy="300" r="${int(150, 170)}" fill="${p.panel}"/>` +
    person(350, 200, 190, p.figure, p.accent);
  const lines = textLines(
    680,
    340,
    [int(380, 480), int(320, 460), int(260, 400), int(160, 260)],
    p.light,
    40,
    16,
  );
  return frame + quoteMarks(p, 680, 190) + lines + stars(p, 700, 560);
}

/** A pair of heavy quotation marks with their top left at (x, y - 80). */
function quoteMarks(p: Palette, x: number, y: number): string {
  return [0, 120]
    .map(
      (dx) => `<path d="M${x + dx} ${y} q0 -70 70 -80 v40 q-30 8 -30 40 h30 v80 h-70 z" fill="${p.accent}"/>`,
    )
    .join("");
}

/** Five stars in a row from (x, y). */
function stars(p: Palette, x0: number, y: number): string {
  return Array.from({ length: 5 }, (_, i) => {
    const x = x0 + i * 64;
    return `<path d="M${x} ${y - 22} L${x + 7} ${y - 7} L${x + 23} ${y - 6} L${x + 11} ${y + 5} L${x + 15} ${y + 21} L${x} ${y + 12} L${x - 15} ${y + 21} L${x - 11} ${y + 5} L${x - 23} ${y - 6} L${x - 7} ${y - 7} Z" fill="${p.cool}"/>`;
  }).join("");
}

/** A client mid-sentence, their words in a big speech bubble. */
function speechBubble({ p, int }: Draw): string {
  const bubble =
    `<rect x="420" y="110" width="760" height="330" rx="48" fill="${p.light}"/>` +
    `<path d="M520 430 l-80 110 l170 -110 z" fill="${p.light}"/>`;
  const words = textLines(500, 250, [int(480, 600), int(400, 560), int(300, 460)], p.panel, 44, 18);
  const speaker = person(300, 330, 170, p.figure, p.accent);
  return bubble + quoteMarks(p, 500, 220) + words + speaker + stars(p, 820, 600);
}

/** Before and after: a tall bar falls to a short one, the client beside the result. */
function beforeAfter({ p, int }: Draw): string {
  const before = int(300, 360);
  const after = int(110, 170);
  const chart =
    `<rect x="170" y="${520 - before}" width="170" height="${before}" rx="16" fill="${p.panel}"/>` +
    `<rect x="420" y="${520 - after}" width="170" height="${after}" rx="16" fill="${p.accent}"/>` +
    `<path d="M150 536 H620" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M255 ${500 - before} C380 ${480 - before} 440 ${460 - after - 60} 505 ${490 - after - 10}" fill="none" stroke="${p.cool}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M486 ${480 - after - 24} l22 14 l-4 -26" fill="none" stroke="${p.cool}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
  const client =
    `<circle cx="930" cy="330" r="${int(170, 200)}" fill="${p.deep}"/>` +
    person(930, 200, 190, p.figure, p.light);
  return chart + client + stars(p, 800, 620);
}

/** A phone with a feed of posts, reactions rising from it. */
function phoneFeed({ p, int, pick }: Draw): string {
  const phone =
    `<rect x="420" y="50" width="340" height="640" rx="46" fill="${p.figure}"/>` +
    `<rect x="440" y="90" width="300" height="560" rx="28" fill="${p.light}"/>`;
  const posts = [0, 1]
    .map((i) => {
      const y = 110 + i * 270;
      return (
        `<circle cx="480" cy="${y + 24}" r="18" fill="${i ? p.cool : p.accent}"/>` +
        textLines(510, y + 14, [int(120, 180)], p.panel, 0, 12) +
        `<rect x="460" y="${y + 56}" width="260" height="${i ? 120 : 150}" rx="16" fill="${pick([p.ground, p.deep, p.panel])}"/>` +
        `<path d="M575 ${y + 110} l40 24 l-40 24 z" fill="${p.light}"/>`
      );
    })
    .join("");
  const reactions =
    heart(880, int(180, 260), 34, p.light) +
    heart(980, int(320, 400), 24, p.cool) +
    `<rect x="830" y="${int(460, 520)}" width="200" height="70" rx="35" fill="${p.light}"/>` +
    heart(1100, int(120, 200), 18, p.light);
  const bubbles = `<circle cx="${int(180, 260)}" cy="${int(200, 280)}" r="64" fill="${p.deep}"/><circle cx="${int(220, 300)}" cy="${int(480, 560)}" r="40" fill="${p.cool}" opacity=".6"/>`;
  return bubbles + phone + posts + reactions;
}

function heart(x: number, y: number, s: number, fill: string): string {
  return `<path d="M${x} ${y + s * 0.9} C${x - s * 1.4} ${y - s * 0.1} ${x - s * 0.7} ${y - s} ${x} ${y - s * 0.3} C${x + s * 0.7} ${y - s} ${x + s * 1.4} ${y - s * 0.1} ${x} ${y + s * 0.9} Z" fill="${fill}"/>`;
}

/** A grid of square posts, one of them a video taking off. */
function postGrid({ p, int }: Draw): string {
  const hot = int(0, 5);
  const tiles = Array.from({ length: 6 }, (_, i) => {
    const x = 150 + (i % 3) * 250;
    const y = 110 + Math.floor(i / 3) * 250;
    const on = i === hot;
    return (
      `<rect x="${x}" y="${y}" width="220" height="220" rx="20" fill="${on ? p.accent : i % 2 ? p.panel : p.deep}"/>` +
      (on
        ? `<path d="M${x + 90} ${y + 80} l56 30 l-56 30 z" fill="${p.light}"/>`
        : textLines(x + 30, y + 150, [int(100, 160), int(60, 120)], p.ground, 24, 12))
    );
  }).join("");
  const rise = `<path d="M960 560 L1040 430 L1100 470 L1200 250" fill="none" stroke="${p.cool}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><path d="M1160 250 h40 v40" fill="none" stroke="${p.cool}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
  return tiles + rise + heart(1070, 190, 28, p.light);
}

/** A vertical video, captioned, with the reactions it drew. */
function verticalClip({ p, int }: Draw): string {
  const frame =
    `<rect x="500" y="40" width="360" height="640" rx="36" fill="${p.figure}"/>` +
    person(680, 170, 200, p.deep, p.accent) +
    `<rect x="530" y="${int(480, 520)}" width="300" height="44" rx="10" fill="${p.light}"/>` +
    `<rect x="560" y="${int(540, 560)}" width="240" height="34" rx="10" fill="${p.light}" opacity=".8"/>` +
    `<rect x="530" y="640" width="300" height="8" rx="4" fill="${p.panel}"/><rect x="530" y="640" width="${int(80, 260)}" height="8" rx="4" fill="${p.accent}"/>`;
  const side = [0, 1, 2]
    .map((i) => `<circle cx="930" cy="${300 + i * 90}" r="30" fill="${i === 0 ? p.accent : p.light}"/>`)
    .join("");
  return (
    frame +
    side +
    heart(930, 300, 14, p.light) +
    `<circle cx="${int(200, 320)}" cy="${int(180, 520)}" r="120" fill="${p.deep}"/>` +
    heart(260, 360, 50, p.cool)
  );
}

/**
 * Each category's pictures: a film is drawn with one of them. A picture that reads left to right
 * (a chart that rises, steps that lead on) is never drawn mirrored.
 */
const DRAW: Record<Motif, readonly { draw: (d: Draw) => string; mirror: boolean }[]> = {
  explainer: [
    { draw: whiteboard, mirror: true },
    { draw: chartTalk, mirror: false },
    { draw: flowSteps, mirror: false },
  ],
  screencast: [
    { draw: appWindow, mirror: true },
    { draw: signIn, mirror: true },
  ],
  creative: [
    { draw: clapper, mirror: true },
    { draw: filmStrip, mirror: true },
    { draw: megaphone, mirror: true },
  ],
  events: [
    { draw: stage, mirror: true },
    { draw: booth, mirror: true },
    { draw: liveDesk, mirror: true },
  ],
  interviews: [
    { draw: twoChairs, mirror: true },
    { draw: softboxes, mirror: false },
    { draw: mics, mirror: true },
  ],
  testimonial: [
    { draw: portraitQuote, mirror: true },
    { draw: speechBubble, mirror: true },
    { draw: beforeAfter, mirror: false },
  ],
  social: [
    { draw: phoneFeed, mirror: true },
    { draw: postGrid, mirror: false },
    { draw: verticalClip, mirror: true },
  ],
};

/** Behind every motif: one of three grounds, so two films of one category still differ. */
function backdrop({ p, int, pick }: Draw): string {
  const kind = pick(["dots", "rings", "band"] as const);
  if (kind === "dots") {
    const ox = int(0, 40);
    const oy = int(0, 40);
    const dots: string[] = [];
    for (let y = oy; y < ARTWORK_HEIGHT; y += 48)
      for (let x = ox; x < ARTWORK_WIDTH; x += 48)
        dots.push(`<circle cx="${x}" cy="${y}" r="3" fill="${p.deep}"/>`);
    return dots.join("");
  }
  if (kind === "rings") {
    const cx = int(200, 1080);
    const cy = int(100, 620);
    return [420, 320, 220]
      .map((radius, i) => `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${i % 2 ? p.ground : p.deep}"/>`)
      .join("");
  }
  const y = int(200, 460);
  return `<path d="M0 ${y} L1280 ${y - int(120, 260)} L1280 ${y + 40} L0 ${y + int(180, 280)} Z" fill="${p.deep}"/>`;
}

/** The playback bar along the foot of the frame, at a point of its own: it reads as a still. */
function playbar({ p, r }: Draw): string {
  const played = n(120 + r() * 900);
  return (
    `<rect x="60" y="676" width="1160" height="8" rx="4" fill="${p.panel}" opacity=".9"/>` +
    `<rect x="60" y="676" width="${played}" height="8" rx="4" fill="${p.accent}"/>` +
    `<circle cx="${n(60 + played)}" cy="680" r="13" fill="${p.accent}"/>`
  );
}

export type ArtworkFilm = { title: string; categories: readonly string[] };

/** What a film's artwork is made of: its picture, palette and side. */
export type ArtworkChoice = { motif: Motif; variant: number; palette: string; mirrored: boolean };

function motifOf(film: ArtworkFilm): Motif {
  return MOTIFS.find((m) => m === film.categories[0]) ?? "explainer";
}

/** Every picture, palette and side the film's category allows, in an order drawn from its title. */
function optionsFor(film: ArtworkFilm): ArtworkChoice[] {
  const motif = motifOf(film);
  const options = DRAW[motif].flatMap((picture, variant) =>
    PALETTES_FOR[motif].flatMap((palette) =>
      (picture.mirror ? [false, true] : [false]).map((mirrored) => ({
        motif,
        variant,
        palette: palette.name,
        mirrored,
      })),
    ),
  );
  // A shuffle seeded by the title: the film's own preferences, the same on every build.
  const r = randomFrom(hashOf(film.title));
  for (let i = options.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [options[i], options[j]] = [options[j]!, options[i]!];
  }
  return options;
}

/** The film's own first choice, as if it were the only film. */
export function artworkChoice(film: ArtworkFilm): ArtworkChoice {
  return optionsFor(film)[0]!;
}

const keyOf = (choice: ArtworkChoice) =>
  `${choice.motif}/${choice.variant}/${choice.palette}/${choice.mirrored}`;

/**
 * Each film's artwork, in catalogue order, spread so that films of one category look different:
 * each takes, among its own preferences, the picture its category has drawn least so far, then
 * the palette it has used least, and never a picture, palette and side another film already has
 * (while any is left). The same catalogue always gives the same pictures.
 */
export function artworkChoices(films: readonly ArtworkFilm[]): ArtworkChoice[] {
  const used = new Set<string>();
  const count = new Map<string, number>();
  const times = (key: string) => count.get(key) ?? 0;
  return films.map((film) => {
    const options = optionsFor(film);
    const score = (o: ArtworkChoice) => [
      used.has(keyOf(o)) ? 1 : 0,
      times(`${o.motif}/${o.variant}`),
      times(`${o.motif}|${o.palette}`),
    ];
    let best = options[0]!;
    for (const option of options) {
      const [a, b] = [score(option), score(best)];
      if (a[0]! < b[0]! || (a[0] === b[0] && (a[1]! < b[1]! || (a[1] === b[1] && a[2]! < b[2]!))))
        best = option;
    }
    used.add(keyOf(best));
    count.set(`${best.motif}/${best.variant}`, times(`${best.motif}/${best.variant}`) + 1);
    count.set(`${best.motif}|${best.palette}`, times(`${best.motif}|${best.palette}`) + 1);
    return best;
  });
}

/** The film's artwork as an SVG document, 1280 × 720. */
export function filmArtworkSvg(film: ArtworkFilm, choice: ArtworkChoice = artworkChoice(film)): string {
  const p = Object.values(PALETTES).find((palette) => palette.name === choice.palette) ?? PALETTES.navy;
  // A second stream for the details, seeded apart from the choice above.
  const r = randomFrom(hashOf(`${film.title}|${film.categories.join(",")}`));
  const d: Draw = {
    p,
    r,
    int: (min, max) => min + Math.floor(r() * (max - min + 1)),
    pick: (choices) => choices[Math.floor(r() * choices.length)]!,
  };
  const picture = DRAW[choice.motif][choice.variant] ?? DRAW[choice.motif][0]!;
  const motif = picture.draw(d);
  const body = choice.mirrored
    ? `<g transform="translate(${ARTWORK_WIDTH} 0) scale(-1 1)">${motif}</g>`
    : motif;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}">` +
    `<rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="${p.ground}"/>` +
    backdrop(d) +
    body +
    playbar(d) +
    `</svg>`
  );
}
