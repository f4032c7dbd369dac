import { siteIcon } from "@/components/seo/site-icons";

// Drawn once at build and written to the export as a static file (components/seo/brand-icon.tsx).
export const dynamic = "force-static";

export function GET() {
  return siteIcon("favicon");
}
