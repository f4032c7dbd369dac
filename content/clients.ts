import { owner } from "@/content/owner";
import type { ClientLogo } from "./owner-types";

/*
 * The clients' logo strip on the home page and the two solutions pages. The logos are the owner's
 * (content/owner.ts `clientLogos`); an empty list leaves the strip out.
 */

export type { ClientLogo };

export const clientLogos: readonly ClientLogo[] = owner.clientLogos;

export const clientStrip = {
  label: "Clients who put their people on camera with us",
} as const;
