import type { ClientLogo } from "@/content/clients";
import { Artwork } from "@/components/ui/artwork";
import { Container } from "@/components/ui/container";
import { ownerImageSources } from "@/components/ui/owner-image-sources";
import { OWNER_IMAGE_SPECS } from "@/lib/owner-image-specs";

/** Each logo's box: 176 × 48 px at most (lib/owner-image-specs.ts "clientLogo"). */
const LOGO_BOX = { width: 176, height: Math.round(176 / OWNER_IMAGE_SPECS.clientLogo.aspect) };

/**
 * The owner's clients as a strip of logos under a page's opening (home and the solutions pages),
 * in one muted tone so no client's colours shout over another's. Each logo is fitted whole inside
 * the same box, so the strip keeps its rhythm whatever their shapes. Left out when the owner
 * lists none. Server-rendered, with no script.
 */
export function ClientLogoStrip({
  logos,
  label,
  headingId,
}: {
  logos: readonly ClientLogo[];
  label: string;
  headingId: string;
}) {
  if (logos.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-client-logos="" className="border-b border-line bg-white">
      <Container className="py-8 sm:py-10">
        <h2
          id={headingId}
          className="text-center text-xs font-semibold tracking-widest text-balance text-ink-700 uppercase sm:text-sm"
        >
          {label}
        </h2>
        {/* Two to a row on a phone, three on a tablet, all in one row from 1024 px. */}
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-5 sm:gap-x-10 lg:flex-nowrap">
          {logos.map((client) => {
            const logo = ownerImageSources(client.logo, LOGO_BOX);
            return (
              <li
                key={client.name}
                className="w-[calc(50%-0.75rem)] sm:w-[calc(33.333%-1.75rem)] lg:w-auto lg:max-w-44 lg:flex-1"
              >
                <Artwork
                  {...logo}
                  sizes={logo.srcSet ? `${LOGO_BOX.width}px` : undefined}
                  alt={client.name}
                  className="mx-auto h-10 w-full max-w-44 object-contain opacity-80 mix-blend-multiply grayscale sm:h-12"
                />
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
