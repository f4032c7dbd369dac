import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/absolute-url";

/** The Organization node's id: every Service, PodcastSeries and page points back to it. */
export const ORGANIZATION_ID = absoluteUrl("/#organization", site.url);
