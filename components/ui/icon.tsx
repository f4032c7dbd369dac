import type { IconName } from "@/lib/icon-names";
import { clsx } from "clsx";

export type { IconName };

/*
 * A small inline icon set (24×24, stroke-drawn, after the ISC-licensed Lucide shapes) so sales
 * pages get consistent pictograms without an icon dependency in the bundle.
 */
type Shape =
  | string
  | { circle: [cx: number, cy: number, r: number] }
  | { rect: [x: number, y: number, w: number, h: number, rx: number] };

const ICONS = {
  check: ["M20 6 9 17l-5-5"],
  "arrow-right": ["M5 12h14", "m12 5 7 7-7 7"],
  "chevron-right": ["m9 5 7 7-7 7"],
  external: ["M15 3h6v6", "M10 14 21 3", "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"],
  play: ["M7 4.5v15l12-7.5z"],
  users: [
    "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
    { circle: [9, 7, 4] },
    "M22 21v-2a4 4 0 0 0-3-3.87",
    "M16 3.13a4 4 0 0 1 0 7.75",
  ],
  "trending-up": ["M22 7 13.5 15.5 8.5 10.5 2 17", "M16 7h6v6"],
  mail: [{ rect: [2, 4, 20, 16, 2] }, "m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7"],
  "eye-off": [
    "M2 12s3-7 10-7c2 0 3.7.6 5.1 1.4M22 12s-3 7-10 7c-2 0-3.7-.6-5.1-1.4",
    "M9.9 9.9a3 3 0 0 0 4.2 4.2",
    "M3 3l18 18",
  ],
  copy: [{ rect: [8, 8, 14, 14, 2] }, "M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2"],
  clock: [{ circle: [12, 12, 10] }, "M12 6v6l4 2"],
  "shield-check": [
    "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
    "m9 12 2 2 4-4",
  ],
  megaphone: ["m3 11 18-5v12L3 14v-3z", "M11.6 16.8a3 3 0 1 1-5.8-1.6"],
  sparkles: [
    "M12 3l1.9 5.8L20 10.7l-6.1 1.9L12 18.5l-1.9-5.9L4 10.7l6.1-1.9z",
    "M5 3v4M3 5h4",
    "M19 17v4M17 19h4",
  ],
  target: [{ circle: [12, 12, 10] }, { circle: [12, 12, 6] }, { circle: [12, 12, 2] }],
  video: ["m16 13 5.22 3.48a.5.5 0 0 0 .78-.42V7.87a.5.5 0 0 0-.76-.43L16 10.5", { rect: [2, 6, 14, 12, 2] }],
  mic: ["M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3Z", "M19 10v2a7 7 0 0 1-14 0v-2", "M12 19v3"],
  calendar: [{ rect: [3, 4, 18, 18, 2] }, "M16 2v4M8 2v4M3 10h18"],
  "file-text": [
    "M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z",
    "M14 2v4a2 2 0 0 0 2 2h4",
    "M10 9H8M16 13H8M16 17H8",
  ],
  globe: [{ circle: [12, 12, 10] }, "M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20", "M2 12h20"],
  message: ["M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"],
  headphones: [
    "M3 14h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a9 9 0 0 1 18 0v7a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3",
  ],
  layers: ["m12 2 10 5-10 5L2 7z", "m2 17 10 5 10-5", "m2 12 10 5 10-5"],
  zap: ["M13 2 3 14h9l-1 8 10-12h-9l1-8z"],
  link: [
    "M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71",
    "M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71",
  ],
  trophy: [
    "M6 9H4.5a2.5 2.5 0 0 1 0-5H6",
    "M18 9h1.5a2.5 2.5 0 0 0 0-5H18",
    "M4 22h16",
    "M18 2H6v7a6 6 0 0 0 12 0V2Z",
    "M12 15v4",
    "M8 22c0-2 1.8-3 4-3s4 1 4 3",
  ],
  hourglass: [
    "M5 22h14M5 2h14",
    "M17 22v-4.17a2 2 0 0 0-.59-1.42L12 12l-4.41 4.41A2 2 0 0 0 7 17.83V22",
    "M7 2v4.17a2 2 0 0 0 .59 1.42L12 12l4.41-4.41A2 2 0 0 0 17 6.17V2",
  ],
  repeat: ["m17 2 4 4-4 4", "M3 11v-1a4 4 0 0 1 4-4h14", "m7 22-4-4 4-4", "M21 13v1a4 4 0 0 1-4 4H3"],
  chart: ["M3 3v18h18", "M18 17V9", "M13 17V5", "M8 17v-3"],
  lightbulb: [
    "M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5",
    "M9 18h6",
    "M10 22h4",
  ],
  building: [
    { rect: [4, 2, 16, 20, 2] },
    "M9 22v-4h6v4",
    "M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14h.01",
  ],
  search: [{ circle: [11, 11, 8] }, "m21 21-4.3-4.3"],
  pen: ["M12 20h9", "M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4Z"],
  star: ["M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z"],
  compass: [{ circle: [12, 12, 10] }, "m16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36z"],
  music: [
    { circle: [12, 12, 10] },
    "M7 9.5c3.5-1 7.5-.7 10.5 1",
    "M7.5 12.8c3-.8 6-.5 8.5.9",
    "M8 15.8c2.4-.6 4.6-.4 6.5.7",
  ],
  podcast: [{ circle: [12, 11, 2] }, "M16.85 18.58a9 9 0 1 0-9.7 0", "M8.5 14.5a5 5 0 1 1 7 0", "M12 13v9"],
  youtube: [
    "M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17",
    "m10 15 5-3-5-3z",
  ],
  linkedin: [
    "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z",
    { rect: [2, 9, 4, 12, 0] },
    { circle: [4, 4, 2] },
  ],
  close: ["M18 6 6 18", "m6 6 12 12"],
} as const satisfies Record<IconName, readonly Shape[]>;

function ShapeElement({ shape }: { shape: Shape }) {
  if (typeof shape === "string") return <path d={shape} />;
  if ("circle" in shape) {
    const [cx, cy, r] = shape.circle;
    return <circle cx={cx} cy={cy} r={r} />;
  }
  const [x, y, width, height, rx] = shape.rect;
  return <rect x={x} y={y} width={width} height={height} rx={rx} />;
}

/** A decorative pictogram; the text beside it carries the meaning, so it is hidden from assistive tech. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      // clsx, not cn: client islands draw icons too, and cn would ship tailwind-merge to them. A
      // caller's size replaces the default instead of competing with it.
      className={clsx("shrink-0", !/(^|\s)size-/.test(className ?? "") && "size-6", className)}
    >
      {ICONS[name].map((shape) => (
        <ShapeElement key={JSON.stringify(shape)} shape={shape} />
      ))}
    </svg>
  );
}
