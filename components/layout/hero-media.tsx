import { heroStills, showreel } from "@/content/showreel";
import { OWNER_IMAGE_SPECS } from "@/lib/owner-image-specs";
import { ownerImageSources } from "@/components/ui/owner-image-sources";
import { HeroShowreel } from "@/components/video/hero-showreel";
import { HeroStill } from "./hero-still";

const SHOWREEL_FRAME = [
  "relative aspect-video overflow-hidden rounded-2xl bg-ink-950 shadow-2xl ring-1 ring-white/15",
  "[&_video]:absolute [&_video]:inset-0 [&_video]:size-full [&_video]:object-cover",
  "[&_video]:transition-opacity [&_video]:duration-700 motion-reduce:[&_video]:transition-none",
  "[&_button]:absolute [&_button]:right-3 [&_button]:bottom-3 [&_button]:inline-flex [&_button]:size-10",
  "[&_button]:items-center [&_button]:justify-center [&_button]:rounded-full [&_button]:bg-ink-950/70",
  "[&_button]:text-white [&_button]:ring-1 [&_button]:ring-white/30 [&_button]:backdrop-blur-sm",
  "[&_button:hover]:bg-ink-950/90 [&_button]:focus-visible:outline-2 [&_button]:focus-visible:outline-offset-2",
  "[&_button]:focus-visible:outline-white [&_svg]:size-4 [&_svg]:fill-current",
].join(" ");

/** The poster's drawn size where the build has not resized it: the hero column at its widest. */
const POSTER_WIDTH = 1080;

/**
 * A hero's right half: the owner's showreel when the owner file names one, on every screen size,
 * else the page's designed still, from a tablet's width up (on a phone the still would only push
 * the page's content down).
 */
export function HeroMedia({ page }: { page: keyof typeof heroStills }) {
  if (showreel) {
    const poster = ownerImageSources(showreel.poster, {
      width: POSTER_WIDTH,
      height: Math.round(POSTER_WIDTH / OWNER_IMAGE_SPECS.showreelPoster.aspect),
    });
    return (
      // The frame styles the player's video and button too, so the island's code carries its
      // behaviour only (every byte of a page's JavaScript counts against its budget).
      <div className={SHOWREEL_FRAME}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser */}
        <img
          src={poster.src}
          srcSet={poster.srcSet}
          sizes="(min-width: 1024px) 34rem, 100vw"
          width={poster.width}
          height={poster.height}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
        <HeroShowreel mp4={showreel.mp4} webm={showreel.webm} description={showreel.description} />
      </div>
    );
  }
  return (
    <div className="hidden lg:block">
      <HeroStill {...heroStills[page]} />
    </div>
  );
}
