import { hiddenOnLaunch } from "@/lib/launch-check";
import { owner as launchedOwner } from "../fixtures/owner-launched";

/**
 * The owner details the "launched" export is built from (npm run build:launched). Tests tagged
 * LAUNCHED read expected ids and addresses from here: the content modules they import see
 * content/owner.ts, whose videos and posts are not supplied yet.
 */
export { launchedOwner };

/**
 * The titles of the cards the launched export leaves out on a page (its owner has not supplied
 * their videos yet), as the launch check names them.
 */
export function leftOutOnLaunch(page: string): Set<string> {
  return new Set(
    hiddenOnLaunch(launchedOwner)
      .filter((card) => card.page === page)
      .map((card) => card.card),
  );
}
