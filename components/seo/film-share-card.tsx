import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import type { Film } from "@/content/films";
import { site } from "@/content/site";
import { watchCopy } from "@/content/watch";
import { filmStill } from "@/components/video/film-still";
import { BRAND_COLOURS as C } from "./brand-colours";
import { CARD_FONT, cardFonts } from "./card-fonts";
import { CARD_EYEBROW_STYLE, cardHost } from "./card-text";
import { SHARE_CARD_SIZE } from "./share-card-size";

/** The headline steps down as the title grows, so any film's title fits in three lines. */
function titleSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 48) return 64;
  return 54;
}

/** A layer over the whole card: the renderer (satori) ignores `inset`, so each edge is given. */
const FILL = { top: 0, right: 0, bottom: 0, left: 0 } as const;

/** The film's still as the renderer takes an image: a data address of the build's JPEG. */
async function stillData(film: Film): Promise<string | undefined> {
  const file = filmStill(film.key)?.shareImage;
  if (!file || !existsSync(path.join(process.cwd(), file))) return undefined;
  const bytes = await readFile(path.join(process.cwd(), file));
  return `data:image/jpeg;base64,${bytes.toString("base64")}`;
}

/**
 * A film page's share card, 1200 × 630: the film's still filling the card, darkened towards the
 * foot where the brand, "Watch the film" and the title sit over it, with a play mark. What
 * `app/work/[slug]/share-card.png/route.tsx` returns; the export writes it as a static PNG.
 */
export async function filmShareCard(film: Film): Promise<ImageResponse> {
  const still = await stillData(film);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        position: "relative",
        backgroundColor: C.ink950,
        fontFamily: CARD_FONT.text,
        color: C.paper,
      }}
    >
      {still ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={still} width={1200} height={630} alt="" style={{ position: "absolute", top: 0, left: 0 }} />
      ) : null}
      <div
        style={{
          position: "absolute",
          ...FILL,
          display: "flex",
          backgroundImage: `linear-gradient(180deg, rgba(8, 17, 31, 0.35) 0%, rgba(8, 17, 31, 0.2) 30%, rgba(8, 17, 31, 0.92) 72%, ${C.ink950} 100%)`,
        }}
      />
      <div
        style={{
          position: "absolute",
          ...FILL,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "56px 72px 60px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 60,
              height: 60,
              borderRadius: 15,
              backgroundColor: C.accent600,
              color: "#ffffff",
              fontFamily: CARD_FONT.display,
              fontWeight: 800,
              fontSize: site.brandShort.length > 3 ? 19 : 23,
            }}
          >
            {site.brandShort}
          </div>
          <div style={{ display: "flex", fontFamily: CARD_FONT.display, fontWeight: 700, fontSize: 32 }}>
            {site.brandName}
          </div>
        </div>
        <div style={{ display: "flex", alignItems: "flex-end", gap: 40 }}>
          <div style={{ display: "flex", flexDirection: "column", flex: 1 }}>
            <div style={{ ...CARD_EYEBROW_STYLE, marginBottom: 16 }}>{watchCopy.shareEyebrow}</div>
            <div
              style={{
                display: "flex",
                fontFamily: CARD_FONT.display,
                fontWeight: 800,
                fontSize: titleSize(film.title),
                lineHeight: 1.05,
                letterSpacing: -1.5,
              }}
            >
              {film.title}
            </div>
            <div style={{ display: "flex", marginTop: 22, color: C.ink300, fontWeight: 500, fontSize: 24 }}>
              {cardHost(site.url)}
            </div>
          </div>
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 112,
              height: 112,
              borderRadius: 56,
              backgroundColor: C.accent600,
              border: "6px solid rgba(255, 255, 255, 0.3)",
            }}
          >
            <svg width="46" height="46" viewBox="0 0 24 24">
              <path
                d="M8 5.5v13a1 1 0 001.5.86l10.5-6.5a1 1 0 000-1.72L9.5 4.64A1 1 0 008 5.5z"
                fill="#ffffff"
              />
            </svg>
          </div>
        </div>
      </div>
    </div>,
    { ...SHARE_CARD_SIZE, fonts: await cardFonts() },
  );
}
