import { founder } from "@/content/founder";
import { HOME_ANCHORS } from "@/content/navigation";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { Artwork } from "@/components/ui/artwork";
import { ownerImageSources } from "@/components/ui/owner-image-sources";

/** The portrait: 128 px on a phone (w-32, its caption beside it), at most 448 px (max-w-md) from 640 px. */
const PORTRAIT_SIZES = "(min-width: 640px) 28rem, 8rem";

/** About the founder (home #about, the footer's "About" link). */
export function AboutFounder() {
  const portrait = ownerImageSources(founder.portrait, { width: 800, height: 960 });
  return (
    <section id={HOME_ANCHORS.about} aria-labelledby="about-heading" className="overflow-x-clip bg-paper">
      <Container className="grid items-center gap-10 py-12 sm:gap-12 sm:py-24 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div className="relative flex w-full items-end gap-4 sm:mx-auto sm:block sm:max-w-md">
          <div
            aria-hidden="true"
            className="absolute -inset-3 rotate-3 rounded-[2rem] bg-accent-100 motion-reduce:rotate-0 max-sm:hidden"
          />
          <Artwork
            {...portrait}
            sizes={portrait.srcSet ? PORTRAIT_SIZES : undefined}
            alt={founder.portraitAlt}
            className="relative aspect-[5/6] w-32 shrink-0 rounded-[1.75rem] border border-line bg-ink-900 object-cover shadow-xl shadow-ink-950/10 sm:w-full"
          />
          <p className="text-sm sm:absolute sm:right-4 sm:-bottom-5 sm:left-4 sm:rounded-2xl sm:bg-white sm:px-5 sm:py-4 sm:shadow-lg sm:ring-1 sm:ring-line">
            <span className="block font-display text-base font-bold text-ink-900">{founder.name}</span>
            <span className="text-ink-700">{founder.role}</span>
          </p>
        </div>
        <div className="sm:pt-6 lg:pt-0">
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{founder.eyebrow}</p>
          <h2 id="about-heading" className="mt-3 text-3xl font-extrabold text-ink-900 sm:text-5xl">
            {founder.heading}
          </h2>
          <div className="mt-5 space-y-4 text-ink-700 sm:mt-6 sm:text-lg">
            {founder.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>
                <LocalText>{paragraph}</LocalText>
              </p>
            ))}
          </div>
          <dl className="mt-6 grid grid-cols-3 gap-4 border-t border-line pt-6 sm:mt-8 sm:pt-8">
            {founder.highlights.map((highlight) => (
              <div key={highlight.label} className="flex flex-col">
                <dt className="text-xs text-ink-700 sm:text-sm">
                  <LocalText>{highlight.label}</LocalText>
                </dt>
                <dd className="order-first font-display text-2xl font-extrabold text-cool-700 sm:text-4xl">
                  {highlight.value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 rounded-2xl bg-paper-deep px-5 py-4 text-sm text-ink-800 max-sm:hidden sm:mt-8">
            {founder.podcastNote}
          </p>
        </div>
      </Container>
    </section>
  );
}
