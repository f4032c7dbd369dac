import {
  PORTFOLIO_CATEGORIES,
  PORTFOLIO_CATEGORY_IDS,
  portfolioCopy,
  portfolioItems,
} from "@/content/portfolio";
import { countByCategory, portfolioItemAction } from "@/lib/portfolio-filter";
import { Container } from "@/components/ui/container";
import { PortfolioCard } from "./portfolio-card";
import { PortfolioFilterBar } from "./portfolio-filter";
import { PortfolioPreset } from "./portfolio-preset";

const labelOf = (id: string) => PORTFOLIO_CATEGORIES.find((category) => category.id === id)?.label ?? id;

/**
 * The filterable grid of work: every card is server HTML, and the filter bar is the island that
 * hides the others. The page pre-renders "all"; `?filter=` is applied before the first paint by
 * the preset, then kept by the filter bar once it hydrates.
 */
export function PortfolioGallery() {
  return (
    <section aria-label={portfolioCopy.galleryLabel} className="bg-paper">
      <Container className="py-12 sm:py-16">
        <PortfolioPreset items={portfolioItems} categoryIds={PORTFOLIO_CATEGORY_IDS} />
        <PortfolioFilterBar
          categories={PORTFOLIO_CATEGORIES}
          counts={countByCategory(portfolioItems, PORTFOLIO_CATEGORY_IDS)}
          items={portfolioItems.map((item) => ({ categories: item.categories }))}
          copy={portfolioCopy}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-portfolio-grid="">
          {portfolioItems.map((item) => (
            <li
              key={item.id}
              className="flex"
              data-portfolio-item={item.id}
              data-action={portfolioItemAction(item)}
              data-portfolio-categories={item.categories.join(" ")}
            >
              <PortfolioCard item={item} copy={portfolioCopy} categoryLabel={labelOf} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
