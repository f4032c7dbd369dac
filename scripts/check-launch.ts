/*
 * npm run check:launch [-- --owner <file>]
 *
 * Lists every owner-supplied value that is still the template's stand-in (file, field, what to put
 * there) and exits with 1 while any remain; prints "Ready to launch" and exits with 0 when none do.
 * SITE_URL is read from the environment, as the build reads it. `--owner` checks another file
 * shaped like content/owner.ts (the test suite's launched fixture), and `--public <folder>` looks
 * for its images in another folder than public/. An image whose file is missing counts too.
 * `--table` prints the launch check table of docs/owner-guide.md instead (a unit test keeps
 * the guide equal to it).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { findMissingImages, findPlaceholders, ownerContentTable } from "@/lib/launch-check";
import type { OwnerDetails } from "@/content/owner-types";

async function loadOwner(file: string): Promise<OwnerDetails> {
  const loaded = (await import(pathToFileURL(path.resolve(file)).href)) as { owner: OwnerDetails };
  return loaded.owner;
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

  const publicFlag = process.argv.indexOf("--public");
  const publicFolder = publicFlag === -1 ? "public" : (process.argv[publicFlag + 1] ?? "public");
  const owner = await loadOwner(ownerFile);
  const placeholders = [
    ...findPlaceholders(owner, process.env.SITE_URL),
    ...findMissingImages(owner, (publicPath) => existsSync(path.join(publicFolder, publicPath))),
  ];

  if (placeholders.length === 0) {
    console.log(`Ready to launch: no placeholders left in ${ownerFile}, and the site URL is set.`);
    return 0;
  }

  console.log(`Not ready to launch: ${placeholders.length} placeholder(s) still in place.\n`);
  const width = Math.max(...placeholders.map((item) => item.field.length));
  let lastFile = "";
  for (const { file, field, what } of placeholders) {
    if (file !== lastFile) console.log(file);
    lastFile = file;
    console.log(`  ${field.padEnd(width)}  ${what}`);
  }
  console.log("\ndocs/owner-guide.md explains each field and where it shows.");
  return 1;
}

main().then((code) => process.exit(code));
