/**
 * @jest-environment node
 */
import { ESLint, type Linter } from "eslint";
import config from "../../eslint.config.mjs";

/*
 * The layer rule in eslint.config.mjs: app/ → components/ → content/ → lib/, each importing only
 * from the layers below it. Each case lints a one-line snippet as if it were a file in that folder.
 */

// The config is passed as an object: ESLint loads a config file by dynamic import, which Jest's
// module system does not support. Only the import rule runs, so each snippet lints in milliseconds.
const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: config as Linter.Config[],
  ruleFilter: ({ ruleId }) => ruleId === "no-restricted-imports",
});

async function restrictions(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

describe("lib/ (pure logic)", () => {
  const file = "lib/example.ts";

  it.each([
    'import { site } from "@/content/site";',
    'import { site } from "../content/site";',
    'import type { OwnerDetails } from "@/content/owner-types";',
    'export { site } from "@/content/site";',
    'import { Button } from "@/components/ui/button";',
    'import { Button } from "../components/ui/button";',
    'import { inter } from "@/app/fonts";',
    'import { inter } from "../app/fonts";',
  ])("may not import a layer above it: %s", async (code) => {
    expect(await restrictions(file, code)).toEqual([expect.stringContaining("lib/ is pure logic")]);
  });

  it.each(['import { useState } from "react";', 'import type { Metadata } from "next";'])(
    "may not import React or Next: %s",
    async (code) => {
      expect(await restrictions(file, code)).toEqual([expect.stringContaining("lib/ is pure logic")]);
    },
  );

  it.each([
    'import { ROUTES } from "@/lib/routes";',
    'import { isYouTubeId } from "./youtube";',
    'import { clsx } from "clsx";',
  ])("may import lib/ and packages: %s", async (code) => {
    expect(await restrictions(file, code)).toEqual([]);
  });
});

describe("content/ (typed copy and data)", () => {
  const file = "content/example.ts";

  it.each([
    'import { Button } from "@/components/ui/button";',
    'import { Button } from "../components/ui/button";',
    'import { inter } from "@/app/fonts";',
    'import { inter } from "../app/fonts";',
  ])("may not import a layer above it: %s", async (code) => {
    expect(await restrictions(file, code)).toEqual([expect.stringContaining("content/ is data")]);
  });

  it.each([
    'import { ROUTES } from "@/lib/routes";',
    'import { ROUTES } from "../lib/routes";',
    'import { site } from "./site";',
    'import { site } from "@/content/site";',
  ])("may import content/ and lib/: %s", async (code) => {
    expect(await restrictions(file, code)).toEqual([]);
  });
});

describe("components/", () => {
  const file = "components/ui/example.tsx";

  it.each(['import { inter } from "@/app/fonts";', 'import { inter } from "../../app/fonts";'])(
    "may not import app/: %s",
    async (code) => {
      expect(await restrictions(file, code)).toEqual([
        expect.stringContaining("components/ must not import app/"),
      ]);
    },
  );

  it.each([
    'import { site } from "@/content/site";',
    'import { ROUTES } from "@/lib/routes";',
    'import { JsonLd } from "../seo/json-ld";',
    'import { Link } from "@/components/navigation/link";',
  ])("may import components/, content/ and lib/: %s", async (code) => {
    expect(await restrictions(file, code)).toEqual([]);
  });

  it("link through the site's Link, a plain anchor: none may import next/link, which navigates in the client", async () => {
    const code = 'import NextLink from "next/link";';
    for (const where of [file, "components/navigation/link.tsx"]) {
      expect(await restrictions(where, code)).toEqual([
        expect.stringContaining("use { Link } from @/components/navigation/link"),
      ]);
    }
    expect(
      await restrictions("components/navigation/link.tsx", 'import { inter } from "@/app/fonts";'),
    ).toHaveLength(1);
  });
});

describe("app/ (pages)", () => {
  it.each([
    'import { Button } from "@/components/ui/button";',
    'import { site } from "@/content/site";',
    'import { ROUTES } from "@/lib/routes";',
  ])("may import every layer: %s", async (code) => {
    expect(await restrictions("app/example/page.tsx", code)).toEqual([]);
  });

  it("may not import next/link", async () => {
    expect(await restrictions("app/example/page.tsx", 'import NextLink from "next/link";')).toHaveLength(1);
  });
});
