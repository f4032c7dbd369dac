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
import { categoriesWithWork } from "@/lib/portfolio-filter";

/** The filter offers only the categories with work to show (a launch can leave one empty). */
const categoryIds = categoriesWithWork(PORTFOLIO_CATEGORY_IDS, portfolioItems);
const categories = PORTFOLIO_CATEGORIES.filter((category) => categoryIds.includes(category.id));

/**
 * The filterable grid of work. The page pre-renders "all"; `?filter=` is applied before the first
 * paint by the preset, then by the browser island once it hydrates.
 */
export function PortfolioGallery() {
  return (
    <section aria-label={portfolioCopy.galleryLabel} className="bg-paper">
      <Container className="py-12 sm:py-16">
        <PortfolioPreset items={portfolioItems} categoryIds={categoryIds} />
        <PortfolioBrowser
          items={portfolioItems.map((item) => ({ ...item, poster: videoPoster(item.videoId) }))}
          categories={categories}
          copy={portfolioCopy}
        />
      </Container>
    </section>
  );
}
