import { HeadScript } from "@/components/head-scripts/head-script";
import { campaign } from "@/components/head-scripts/compiled.generated";

/** Keeps the visit's campaign as the page opens (components/head-scripts/campaign.ts). */
export function CampaignScript() {
  return <HeadScript compiled={campaign} />;
}
