import { routeShareCard } from "@/components/seo/route-share-card";

// Drawn once at build and written to the export as a static file (components/seo/share-card.tsx).
export const dynamic = "force-static";

export function GET() {
  return routeShareCard("terms");
}
