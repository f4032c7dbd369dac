import { Link } from "@/components/navigation/link";
import type { CallToAction } from "@/content/types";
import type { EventGalleryCopy } from "@/content/vendor-solutions";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { EventGallery } from "./event-gallery";
import { ownerImageSources } from "@/components/ui/owner-image-sources";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { ArrowLabel } from "@/components/ui/arrow-label";

type GallerySectionProps = EventGalleryCopy & { portfolio: CallToAction };

/** Twelve event photos that open larger, then the way on to the full portfolio. */
export function GallerySection({
  portfolio,
  photos,
  openLabel,
  closeLabel,
  ...heading
}: GallerySectionProps) {
  return (
    <Section tone="white" aria-labelledby="vendor-gallery">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading headingId="vendor-gallery" {...heading} />
        <Link
          href={portfolio.href}
          className={buttonVariants({ variant: "secondary", size: "lg", className: "self-start" })}
        >
          <ArrowLabel
            label={portfolio.label}
            arrow={<Icon name="arrow-right" className="size-5 align-[-0.25em]" />}
          />
        </Link>
      </div>
      <div className="mt-12">
        <EventGallery
          photos={photos.map(({ id, alt, caption, src }) => ({
            id,
            alt,
            caption,
            ...ownerImageSources(src, { width: 1200, height: 800 }),
          }))}
          openLabel={openLabel}
          closeLabel={closeLabel}
        />
      </div>
    </Section>
  );
}
