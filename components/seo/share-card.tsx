import { ImageResponse } from "next/og";
import { BRAND_COLOURS as C } from "./brand-colours";
import { CARD_FONT, cardFonts } from "./card-fonts";
import { CARD_EYEBROW_STYLE, cardHost } from "./card-text";
import { PICTURE_FRAME } from "./picture-frame";
import { SHARE_CARD_SIZE } from "./share-card-size";

export type ShareCardContent = {
  /** The owner's trading name. */
  brandName: string;
  /** The owner's two to four letters, drawn as the monogram. */
  brandShort: string;
  /** The page's own title, the card's headline. */
  title: string;
  /** A short line above the title, what the page is about; none when empty. */
  eyebrow: string;
  /** The site's address, shown without its scheme. */
  siteUrl: string;
};

/** The headline's size steps down as the title grows, so any page's title fits in three lines. */
function titleSize(title: string): number {
  if (title.length <= 24) return 92;
  if (title.length <= 40) return 78;
  return 66;
}

/** A camera viewfinder's corner mark; `corner` places it and turns it to face inwards. */
function FrameCorner({ corner }: { corner: "tl" | "tr" | "bl" | "br" }) {
  const top = corner[0] === "t";
  const left = corner[1] === "l";
  const edge = `3px solid ${C.ink700}`;
  return (
    <div
      style={{
        position: "absolute",
        width: 44,
        height: 44,
        ...(top ? { top: 28, borderTop: edge } : { bottom: 28, borderBottom: edge }),
        ...(left ? { left: 28, borderLeft: edge } : { right: 28, borderRight: edge }),
      }}
    />
  );
}

/** The card's picture: brand above, the page's title in the middle, a playback bar below. */
function ShareCard({ brandName, brandShort, title, eyebrow, siteUrl }: ShareCardContent) {
  return (
    <div
      style={{
        ...PICTURE_FRAME,
        padding: "72px 88px 76px",
        color: C.paper,
        fontFamily: CARD_FONT.text,
        backgroundColor: C.ink950,
        backgroundImage: `radial-gradient(circle at 92% 8%, rgba(194, 65, 12, 0.42), rgba(8, 17, 31, 0) 48%), linear-gradient(155deg, ${C.ink900} 0%, ${C.ink950} 70%)`,
      }}
    >
      <FrameCorner corner="tl" />
      <FrameCorner corner="tr" />
      <FrameCorner corner="bl" />
      <FrameCorner corner="br" />

      <div style={{ display: "flex", alignItems: "center", gap: 22 }}>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: 64,
            height: 64,
            borderRadius: 16,
            backgroundColor: C.accent600,
            color: "#ffffff",
            fontFamily: CARD_FONT.display,
            fontWeight: 800,
            fontSize: brandShort.length > 3 ? 20 : 24,
            letterSpacing: 0.5,
          }}
        >
          {brandShort}
        </div>
        <div
          style={{
            display: "flex",
            flex: 1,
            fontFamily: CARD_FONT.display,
            fontWeight: 700,
            fontSize: 34,
            letterSpacing: -0.5,
          }}
        >
          {brandName}
        </div>
      </div>

      <div style={{ display: "flex", flexDirection: "column", flex: 1, justifyContent: "center" }}>
        {eyebrow ? <div style={{ ...CARD_EYEBROW_STYLE, marginBottom: 22 }}>{eyebrow}</div> : null}
        <div
          style={{
            display: "flex",
            maxWidth: 1000,
            fontFamily: CARD_FONT.display,
            fontWeight: 800,
            fontSize: titleSize(title),
            lineHeight: 1.04,
            letterSpacing: -2,
          }}
        >
          {title}
        </div>
      </div>

      <div style={{ display: "flex", alignItems: "center", gap: 28 }}>
        <div style={{ display: "flex", alignItems: "center", flex: 1, height: 16 }}>
          <div style={{ width: 260, height: 4, borderRadius: 2, backgroundColor: C.accent400 }} />
          <div
            style={{
              width: 16,
              height: 16,
              marginLeft: -8,
              borderRadius: 8,
              backgroundColor: C.accent400,
            }}
          />
          <div style={{ flex: 1, height: 4, borderRadius: 2, marginLeft: -8, backgroundColor: C.ink700 }} />
        </div>
        <div style={{ display: "flex", color: C.ink300, fontWeight: 500, fontSize: 24 }}>
          {cardHost(siteUrl)}
        </div>
      </div>
    </div>
  );
}

/** The card as a PNG response, which Next writes to the export as a static file. */
export async function renderShareCard(content: ShareCardContent): Promise<ImageResponse> {
  return new ImageResponse(<ShareCard {...content} />, {
    ...SHARE_CARD_SIZE,
    fonts: await cardFonts(),
  });
}
