import { HeadScript } from "@/components/head-scripts/head-script";
import { portfolioPreset } from "@/components/head-scripts/compiled.generated";
import type { PortfolioPresetConfig } from "@/components/head-scripts/portfolio-preset";
import { portfolioPresetCss } from "@/lib/portfolio-preset";

type PortfolioPresetProps = {
  items: readonly { categories: readonly string[] }[];
  categoryIds: readonly string[];
};

/**
 * Placed before the gallery: applies `?filter=` before the first paint. The script
 * (components/head-scripts/portfolio-preset.ts) is inline so it runs while the page is parsed,
 * before any item is; the CSS (lib/portfolio-preset.ts) does the hiding.
 */
export function PortfolioPreset({ items, categoryIds }: PortfolioPresetProps) {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: portfolioPresetCss(items, categoryIds) }} />
      <HeadScript compiled={portfolioPreset} config={{ categoryIds } satisfies PortfolioPresetConfig} />
    </>
  );
}
