import { ROUTES, homeAnchor } from "@/lib/routes";
import { HOME_ANCHORS, type NavItem } from "./navigation";

export const homeHeroActions = {
  primary: { href: homeAnchor(HOME_ANCHORS.contact), label: "Get More Clients", type: "scroll" },
  secondary: { href: ROUTES.portfolio, label: "See the Results", type: "link" },
} as const satisfies Record<string, NavItem>;
