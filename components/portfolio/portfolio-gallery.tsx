import { PORTFOLIO_CATEGORIES, portfolioCopy, portfolioItems } from "@/content/portfolio";
import { Container } from "@/components/ui/container";
import { PortfolioBrowser } from "./portfolio-browser";

/** The filterable grid of work; the page pre-renders "all" and the browser applies `?filter=`. */
export function PortfolioGallery() {
  return (
    <section aria-label={portfolioCopy.galleryLabel} className="bg-paper">
      <Container className="py-12 sm:py-16">
        <PortfolioBrowser items={portfolioItems} categories={PORTFOLIO_CATEGORIES} copy={portfolioCopy} />
      </Container>
    </section>
  );
}
