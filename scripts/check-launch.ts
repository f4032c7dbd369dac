/*
 * npm run check:launch [-- --owner <file>]
 *
 * Lists every owner-supplied value that is still the template's stand-in (file, field, what to put
 * there): the must-haves first, then the warnings, between two copies of one verdict line (ready or
 * not, and the first things to fix; scripts/launch-verdict.ts), so a long report says what matters
 * at whichever end it is read. Exits with 1 while any must-have remains (a host build refuses
 * them); exits with 0 when none do, warnings or not. `--summary` prints the verdict line alone.
 * SITE_URL is read from the environment, as the build reads it. Before any of that it reads the
 * owner file through TypeScript (scripts/owner-file-problems.ts): a quote left open or a value of
 * the wrong kind is printed as the file, the line, what is wrong and what to write, and the check
 * exits with OWNER_FILE_MISTAKES (scripts/launch-gate.mjs), which stops every build. `--owner` checks another file
 * shaped like content/owner.ts (the test suite's launched fixture), and `--public <folder>` looks
 * for its images in another folder than public/ (an owner file may name its own folder as
 * `publicFolder`, as the fixture does). An image whose file is missing is a must-have; one over
 * 5 MB, or too small for the layout, is a warning. A video without its id and a post without its
 * address are warnings too: it then lists the cards a launch leaves out, page by page. Then it
 * lists the title and description of every video a launch shows, with the file they are written
 * in, for the owner to read (they stay the template's words until rewritten). Then every film a
 * launch shows that would get its title card on this machine (no frame of the owner's, and no
 * thumbnail YouTube gives it: scripts/film-stills/title-card-check.ts), so lettering never surprises
 * the owner where they expected footage; words on such a card that the brand's faces cannot draw
 * (Arabic, Hebrew, CJK, an emoji) are a must-have, naming the film and the field. Last, every price a
 * US visitor sees, each owner-set or rounded to a price point (lib/us-price-report.ts).
 * `--table` prints the launch check table of docs/owner-guide.md instead (a unit test keeps
 * the guide equal to it).
 */
import {
  describeHidden,
  describeUsFrom,
  describeUsPrice,
  findImageProblems,
  findPlaceholders,
  hiddenOnLaunch,
  ownerContentTable,
  usPriceReport,
  type Placeholder,
} from "@/lib/launch-check";
import { usPriceConflicts } from "@/lib/us-price-report";
import { OWNER_FILE_MISTAKES } from "./launch-gate.mjs";
import { verdictLine } from "./launch-verdict";
import { describeOwnerFileProblems, ownerFileProblems } from "./owner-file-problems";
import { describeTitleCardFilms } from "./film-stills/title-card-report";
import { titleCardCheck } from "./film-stills/title-card-check";
import { inspectOwnerImages, loadOwnerModule } from "./owner-images";
import { videoReviewLines, videosToReview } from "@/lib/video-review";

function print(heading: string, items: Placeholder[]) {
  console.log(heading);
  const width = Math.max(...items.map((item) => item.field.length));
  let lastFile = "";
  for (const { file, field, what } of items) {
    if (file !== lastFile) console.log(file);
    lastFile = file;
    console.log(`  ${field.padEnd(width)}  ${what}`);
  }
}

/**
 * The owner's details and the site content the report reads. The content imports content/owner.ts
 * as it loads, so it is loaded only once the owner file reads as TypeScript.
 */
async function loadForReport(ownerFile: string) {
  const loaded = await loadOwnerModule(ownerFile);
  const { usPricedItems } = await import("@/content/msp-pricing");
  const { listedVideos } = await import("@/content/video-listing");
  return { ...loaded, usPricedItems, listedVideos };
}

async function main(): Promise<number> {
  if (process.argv.includes("--table")) {
    console.log(ownerContentTable());
    return 0;
  }
  const ownerFlag = process.argv.indexOf("--owner");
  const ownerFile = ownerFlag === -1 ? "content/owner.ts" : process.argv[ownerFlag + 1];
  if (!ownerFile) {
    console.error("--owner needs a file, e.g. --owner tests/fixtures/owner-launched.ts");
    return 2;
  }

  const mistakes = ownerFileProblems(ownerFile);
  if (mistakes.length > 0) {
    console.log(describeOwnerFileProblems(mistakes));
    return OWNER_FILE_MISTAKES;
  }
  const publicFlag = process.argv.indexOf("--public");
  let loaded: Awaited<ReturnType<typeof loadForReport>>;
  try {
    loaded = await loadForReport(ownerFile);
  } catch (error) {
    // The file reads as TypeScript but fails as it runs: its first line says why, without a trace.
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.log(`${ownerFile} could not be loaded: ${reason}`);
    return OWNER_FILE_MISTAKES;
  }
  const publicFolder = (publicFlag === -1 ? undefined : process.argv[publicFlag + 1]) ?? loaded.publicFolder;
  const facts = await inspectOwnerImages(loaded.owner, publicFolder);
  const titleCards = await titleCardCheck(loaded.owner, publicFolder);
  const findings = [
    ...findPlaceholders(loaded.owner, process.env.SITE_URL),
    ...findImageProblems(loaded.owner, (publicPath) => facts.get(publicPath)),
    ...usPriceConflicts(loaded.usPricedItems, loaded.owner.usPrices),
    ...titleCards.findings,
  ];
  const mustHaves = findings.filter((item) => item.blocking);
  const warnings = findings.filter((item) => !item.blocking);

  const verdict = (where: "below" | "above" | "elsewhere") =>
    verdictLine({ ownerFile, mustHaves, warnings: warnings.length, where });
  const hidden = hiddenOnLaunch(loaded.owner);
  // Even with nothing left to fix, the words to review and the US prices are listed below.
  if (process.argv.includes("--summary")) {
    console.log(verdict("elsewhere"));
    return mustHaves.length === 0 ? 0 : 1;
  }

  console.log(verdict("below"));
  if (mustHaves.length > 0) {
    console.log("");
    print("Must change before launch (a host build refuses these):", mustHaves);
  }
  if (warnings.length > 0) {
    console.log("");
    print(`${warnings.length} warning(s) (the build goes ahead with these):`, warnings);
  }
  if (hidden.length > 0) {
    console.log(
      `\nOn a launch, ${hidden.length} card(s) are left out until you supply their video or post (a preview shows them as "Coming soon"):`,
    );
    for (const card of hidden) console.log(`  ${describeHidden(card)}`);
  }
  if (titleCards.films.length > 0) {
    const [heading, ...films] = describeTitleCardFilms(titleCards.films);
    console.log(`\nOn a launch, ${heading}`);
    for (const film of films) console.log(`  ${film}`);
  }
  const review = videoReviewLines(videosToReview(loaded.owner.videos, loaded.listedVideos()));
  if (review.length > 0) console.log(`\n${review.join("\n")}`);
  const usPrices = usPriceReport(loaded.usPricedItems, loaded.owner.usPrices);
  console.log("\nUS visitors see these prices (write your own in the field to set one):");
  const fieldWidth = Math.max(...usPrices.map((line) => line.field.length));
  for (const line of usPrices) console.log(`  ${line.field.padEnd(fieldWidth)}  ${describeUsPrice(line)}`);
  const from = describeUsFrom(usPrices);
  if (from) console.log(`  ${"".padEnd(fieldWidth)}  ${from}`);
  if (findings.length > 0) console.log("\ndocs/owner-guide.md explains each field and where it shows.");
  console.log(`\n${verdict("above")}`);
  return mustHaves.length === 0 ? 0 : 1;
}

main().then((code) => process.exit(code));
