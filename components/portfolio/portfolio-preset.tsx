import { portfolioPresetCss, portfolioPresetScript } from "@/lib/portfolio-preset";

type PortfolioPresetProps = {
  items: readonly { categories: readonly string[] }[];
  categoryIds: readonly string[];
};

/**
 * Placed before the gallery: applies `?filter=` before the first paint (lib/portfolio-preset.ts).
 * The script is inline so it runs while the page is parsed, before any item is; the postbuild
 * step adds its hash to the page's CSP like every inline script.
 */
export function PortfolioPreset({ items, categoryIds }: PortfolioPresetProps) {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: portfolioPresetCss(items, categoryIds) }} />
      <script dangerouslySetInnerHTML={{ __html: portfolioPresetScript(categoryIds) }} />
    </>
  );
}
