import { HeadScript } from "@/components/head-scripts/head-script";
import { notFoundCanonical } from "@/components/head-scripts/compiled.generated";
import type { NotFoundCanonicalConfig } from "@/components/head-scripts/not-found-canonical";
import { SITE_PATHS } from "@/content/site-paths";

const config: NotFoundCanonicalConfig = { routePaths: SITE_PATHS };

/** Sends /PORTFOLIO and the like to the canonical page before the 404 paints (components/head-scripts/not-found-canonical.ts). */
export function NotFoundCanonicalScript() {
  return <HeadScript compiled={notFoundCanonical} config={config} />;
}
