import { founder } from "@/content/founder";
import { HOME_ANCHORS } from "@/content/navigation";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { Artwork } from "@/components/ui/artwork";
import { ownerImageSources } from "@/components/ui/owner-image-sources";

/** The portrait column: the full width below lg (less the page's padding), at most 448 px (max-w-md). */
const PORTRAIT_SIZES = "(min-width: 30rem) 28rem, calc(100vw - 2.5rem)";

/** About the founder (home #about, the footer's "About" link). */
export function AboutFounder() {
  const portrait = ownerImageSources(founder.portrait, { width: 800, height: 960 });
  return (
    <section id={HOME_ANCHORS.about} aria-labelledby="about-heading" className="overflow-x-clip bg-paper">
      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div className="relative mx-auto w-full max-w-md">
          <div
            aria-hidden="true"
            className="absolute -inset-3 rotate-3 rounded-[2rem] bg-accent-100 motion-reduce:rotate-0"
          />
          <Artwork
            {...portrait}
            sizes={portrait.srcSet ? PORTRAIT_SIZES : undefined}
            alt={founder.portraitAlt}
            className="relative aspect-[5/6] w-full rounded-[1.75rem] border border-line bg-ink-900 object-cover shadow-xl shadow-ink-950/10"
          />
          <p className="absolute right-4 -bottom-5 left-4 rounded-2xl bg-white px-5 py-4 text-sm shadow-lg ring-1 ring-line">
            <span className="block font-display text-base font-bold text-ink-900">{founder.name}</span>
            <span className="text-ink-700">{founder.role}</span>
          </p>
        </div>
        <div className="pt-6 lg:pt-0">
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{founder.eyebrow}</p>
          <h2 id="about-heading" className="mt-3 text-3xl font-extrabold text-ink-900 sm:text-5xl">
            {founder.heading}
          </h2>
          <div className="mt-6 space-y-4 text-lg text-ink-700">
            {founder.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>
                <LocalText>{paragraph}</LocalText>
              </p>
            ))}
          </div>
          <dl className="mt-8 grid grid-cols-3 gap-4 border-t border-line pt-8">
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
          <p className="mt-8 rounded-2xl bg-paper-deep px-5 py-4 text-sm text-ink-800">
            {founder.podcastNote}
          </p>
        </div>
      </Container>
    </section>
  );
}
