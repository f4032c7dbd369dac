/**
 * The owner details the "launched" export is built from (npm run build:launched). Tests tagged
 * LAUNCHED read expected ids and addresses from here: the content modules they import see
 * content/owner.ts, whose videos and posts are not supplied yet.
 */
export { owner as launchedOwner } from "../fixtures/owner-launched";
