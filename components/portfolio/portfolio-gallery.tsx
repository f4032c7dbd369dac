import {
  PORTFOLIO_CATEGORIES,
  PORTFOLIO_CATEGORY_IDS,
  portfolioCopy,
  portfolioItems,
} from "@/content/portfolio";
import { Container } from "@/components/ui/container";
import { PortfolioBrowser } from "./portfolio-browser";
import { PortfolioPreset } from "./portfolio-preset";
import { videoPoster } from "@/components/video/video-poster";

/**
 * The filterable grid of work. The page pre-renders "all"; `?filter=` is applied before the first
 * paint by the preset, then by the browser island once it hydrates.
 */
export function PortfolioGallery() {
  return (
    <section aria-label={portfolioCopy.galleryLabel} className="bg-paper">
      <Container className="py-12 sm:py-16">
        <PortfolioPreset items={portfolioItems} categoryIds={PORTFOLIO_CATEGORY_IDS} />
        <PortfolioBrowser
          items={portfolioItems.map((item) => ({ ...item, poster: videoPoster(item.videoId) }))}
          categories={PORTFOLIO_CATEGORIES}
          copy={portfolioCopy}
        />
      </Container>
    </section>
  );
}
