import { socialCopy, socialItems } from "@/content/social";
import { Container } from "@/components/ui/container";
import { SocialCarousel } from "./social-carousel";
import { POST_ARTWORK_SIZE } from "./post-artwork";
import { PostCardFace } from "./post-card-face";
import { ownerImageSources } from "@/components/ui/owner-image-sources";
import { SectionHeading } from "@/components/ui/section-heading";
import { Icon } from "@/components/ui/icon";
import { isFinishedPost, shownItems } from "@/lib/unfinished-work";

/**
 * The social content carousel (docs/product.md §2, Home). A launch leaves out a post whose address
 * the owner has not supplied (lib/unfinished-work.ts), and the whole section, heading and arrows
 * with it, when no post is left.
 */
export function SocialShowcase() {
  const posts = shownItems(socialItems, isFinishedPost);
  if (posts.length === 0) return null;
  const items = posts.map((item) => ({
    ...item,
    artwork: ownerImageSources(item.thumbnail, POST_ARTWORK_SIZE),
  }));
  const faceLabels = { impressions: socialCopy.impressionsLabel, openHint: socialCopy.openHint };
  return (
    <section aria-labelledby="social-heading" className="overflow-hidden bg-paper">
      <Container className="py-10 sm:py-24">
        <SectionHeading
          headingId="social-heading"
          eyebrow={socialCopy.eyebrow}
          heading={socialCopy.heading}
          lead={socialCopy.lead}
          leadOnPhone={false}
        />
        <div className="mt-8 sm:mt-10">
          <SocialCarousel
            items={items}
            faces={items.map((item) => (
              <PostCardFace key={item.id} item={item} labels={faceLabels} />
            ))}
            stepIcon={<Icon name="chevron-right" className="size-5" />}
            labels={{
              carousel: socialCopy.carouselLabel,
              previous: socialCopy.previousLabel,
              next: socialCopy.nextLabel,
              impressions: socialCopy.impressionsLabel,
              viewOriginal: socialCopy.viewOriginalLabel,
              openHint: socialCopy.openHint,
              close: socialCopy.closeDetailsLabel,
            }}
          />
        </div>
      </Container>
    </section>
  );
}
