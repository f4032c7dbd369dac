import {
  PORTFOLIO_CATEGORIES,
  categoryLabel,
  PORTFOLIO_CATEGORY_IDS,
  portfolioCopy,
  portfolioItems,
} from "@/content/portfolio";
import { categoriesWithWork, countByCategory, portfolioItemAction } from "@/lib/portfolio-filter";
import { Container } from "@/components/ui/container";
import { PortfolioCard } from "./portfolio-card";
import { PortfolioFilterBar } from "./portfolio-filter";
import { PortfolioPreset } from "./portfolio-preset";

/** The filter offers only the categories with work to show (a launch can leave one empty). */
const categoryIds = categoriesWithWork(PORTFOLIO_CATEGORY_IDS, portfolioItems);
const categories = PORTFOLIO_CATEGORIES.filter((category) => categoryIds.includes(category.id));

/**
 * The filterable grid of work: every card is server HTML, and the filter bar is the island that
 * hides the others. The page pre-renders "all"; `?filter=` is applied before the first paint by
 * the preset, then kept by the filter bar once it hydrates.
 */
export function PortfolioGallery() {
  return (
    <section aria-label={portfolioCopy.galleryLabel} className="bg-paper">
      <Container className="pt-6 pb-14 sm:py-16">
        <PortfolioPreset items={portfolioItems} categoryIds={categoryIds} />
        <PortfolioFilterBar
          categories={categories}
          counts={countByCategory(portfolioItems, categoryIds)}
          items={portfolioItems.map((item) => ({ categories: item.categories }))}
          copy={portfolioCopy}
        />
        <ul
          className="mt-6 grid gap-x-6 gap-y-10 sm:mt-10 sm:grid-cols-2 lg:grid-cols-3"
          data-portfolio-grid=""
        >
          {portfolioItems.map((item, index) => (
            <li
              key={item.id}
              className="portfolio-item"
              data-portfolio-item={item.id}
              data-action={portfolioItemAction(item)}
              data-portfolio-categories={item.categories.join(" ")}
            >
              <PortfolioCard
                item={item}
                copy={portfolioCopy}
                categoryLabel={categoryLabel}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
