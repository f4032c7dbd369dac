import { podcastCoverArt as coverArt, type podcastAbout } from "@/content/podcast";
import { LocalText } from "@/components/country/localized";
import { PointGrid } from "@/components/sections/sales/point-grid";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

/**
 * Designed cover art for the show until the owner supplies the real artwork. Inline rather than an
 * image file so its lettering is set in the site's own display face (an SVG loaded as an image
 * cannot use the page's fonts).
 */
function CoverArt({ alt }: { alt: string }) {
  return (
    <svg
      viewBox="0 0 400 400"
      role="img"
      aria-label={alt}
      className="w-full max-w-sm rounded-3xl shadow-2xl shadow-ink-900/30"
    >
      <defs>
        <linearGradient id="harvest-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f1b2d" />
          <stop offset="1" stopColor="#2b3d59" />
        </linearGradient>
      </defs>
      <rect width="400" height="400" fill="url(#harvest-sky)" />
      {/* The sun sits below the lettering, so the title and subtitle never run over it. */}
      <circle cx="310" cy="205" r="58" fill="#c2410c" opacity="0.9" />
      <circle cx="310" cy="205" r="84" fill="#ff8a4c" opacity="0.15" />
      {[40, 80, 120, 160, 240, 280, 320, 360].map((x) => (
        <g key={x} stroke="#ffb38a" strokeWidth="4" strokeLinecap="round" fill="none">
          <path d={`M${x} 400 Q${x - 6} 330 ${x + 4} 270`} />
          <path d={`M${x + 4} 290 l-14 -12 M${x + 2} 310 l14 -12 M${x} 330 l-14 -12`} />
        </g>
      ))}
      <rect x="176" y="150" width="48" height="100" rx="24" fill="#faf7f2" />
      <path d="M160 220a40 40 0 0 0 80 0" stroke="#faf7f2" strokeWidth="8" fill="none" />
      <path d="M200 262v60" stroke="#faf7f2" strokeWidth="8" />
      <text
        x="32"
        y="72"
        fill="#faf7f2"
        className="font-display"
        fontSize="52"
        fontWeight="800"
        letterSpacing="-1"
      >
        {coverArt.title}
      </text>
      <text
        x="34"
        y="100"
        fill="#6ee7c8"
        className="font-display"
        fontSize="16"
        fontWeight="700"
        letterSpacing="3"
      >
        {coverArt.subtitle}
      </text>
    </svg>
  );
}

/** What the show is about, and three reasons to subscribe. */
export function AboutShow({ eyebrow, heading, coverAlt, paragraphs, features }: typeof podcastAbout) {
  return (
    <Section aria-labelledby="about-harvest">
      <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <SectionHeading headingId="about-harvest" eyebrow={eyebrow} heading={heading} />
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg text-ink-700">
              <LocalText>{paragraph}</LocalText>
            </p>
          ))}
        </div>
        <div className="flex justify-center lg:justify-end">
          <CoverArt alt={coverAlt} />
        </div>
      </div>
      <PointGrid points={features} columns={3} className="mt-16" />
    </Section>
  );
}
