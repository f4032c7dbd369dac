import type { HeroPicture as HeroPictureData } from "@/content/hero-pictures";
import { CallStill } from "./call-still";
import { HeroPhoto } from "./hero-photo";
import { SlateStill } from "./slate-still";

/** An inner hero's picture, by what it is: an owner's photo, or one of the brand's designed stills. */
export function HeroPicture({ picture }: { picture: HeroPictureData }) {
  switch (picture.kind) {
    case "photo":
      return <HeroPhoto {...picture} />;
    case "call":
      return <CallStill {...picture} />;
    case "slate":
      return <SlateStill {...picture} />;
  }
}
