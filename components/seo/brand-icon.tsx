import { ImageResponse } from "next/og";
import { BRAND_COLOURS as C } from "./brand-colours";
import { CARD_FONT, cardFonts } from "./card-fonts";
import { PICTURE_FRAME } from "./picture-frame";

type BrandIconOptions = {
  /** The icon's width and height in pixels. */
  size: number;
  /** The owner's two to four letters. */
  brandShort: string;
  /**
   * Rounded corners for the browser tab, where the icon is shown as drawn; the home-screen icons
   * stay square because the phone cuts its own shape from them.
   */
  rounded: boolean;
};

/** The letters' size as a share of the icon, so two to four of them fill it alike. */
function letterScale(letters: number): number {
  if (letters <= 2) return 0.46;
  if (letters === 3) return 0.36;
  return 0.28;
}

/**
 * The brand's monogram (the one on the share cards): its letters in white on the accent. From
 * home-screen size up, the cards' playback bar runs under the letters; a browser tab's icon is too
 * small for it.
 */
function BrandIcon({ size, brandShort, rounded }: BrandIconOptions) {
  const withBar = size >= 128;
  return (
    <div
      style={{
        ...PICTURE_FRAME,
        alignItems: "center",
        justifyContent: "center",
        borderRadius: rounded ? size * 0.22 : 0,
        backgroundColor: C.accent600,
        backgroundImage: `linear-gradient(145deg, ${C.accent600} 35%, ${C.accent700} 100%)`,
        color: "#ffffff",
        fontFamily: CARD_FONT.display,
        fontWeight: 800,
        fontSize: Math.round(size * letterScale(brandShort.length)),
        letterSpacing: size * 0.005,
      }}
    >
      <div style={{ display: "flex", lineHeight: 1 }}>{brandShort}</div>
      {withBar ? (
        <div style={{ display: "flex", alignItems: "center", marginTop: size * 0.07 }}>
          <div
            style={{
              width: size * 0.2,
              height: size * 0.025,
              borderRadius: size * 0.0125,
              backgroundColor: C.accent300,
            }}
          />
          <div
            style={{
              width: size * 0.06,
              height: size * 0.06,
              marginLeft: -size * 0.03,
              borderRadius: size * 0.03,
              backgroundColor: C.accent300,
            }}
          />
          <div
            style={{
              width: size * 0.2,
              height: size * 0.025,
              borderRadius: size * 0.0125,
              backgroundColor: "rgba(255, 255, 255, 0.35)",
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The monogram as a PNG response, which Next writes to the export as a static file. */
export async function renderBrandIcon(options: BrandIconOptions): Promise<ImageResponse> {
  return new ImageResponse(<BrandIcon {...options} />, {
    width: options.size,
    height: options.size,
    fonts: await cardFonts(),
  });
}
