import { heroStills, showreel } from "@/content/showreel";
import { OWNER_IMAGE_SPECS } from "@/lib/owner-image-specs";
import { ownerImageSources } from "@/components/ui/owner-image-sources";
import { HeroShowreel } from "@/components/video/hero-showreel";
import { HeroStill } from "./hero-still";

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
      <HeroShowreel
        mp4={showreel.mp4}
        webm={showreel.webm}
        poster={poster}
        description={showreel.description}
      />
    );
  }
  return (
    <div className="hidden lg:block">
      <HeroStill {...heroStills[page]} />
    </div>
  );
}
