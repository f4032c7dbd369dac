import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/** Flags `@/lib/utils` (cn, and with it tailwind-merge) imported by a file marked 'use client'. */
const noCnInClient = {
  meta: {
    type: "problem",
    messages: { clientCn: "Use clsx in client code; cn() ships tailwind-merge to the browser." },
  },
  create(context) {
    const body = context.sourceCode.ast.body;
    const isClient = body.some(
      (node) => node.type === "ExpressionStatement" && node.directive === "use client",
    );
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        if (node.source.value === "@/lib/utils") context.report({ node, messageId: "clientCn" });
      },
    };
  },
};

/**
 * An import of one of `folders` (the layers above the linted file), by the `@/` alias or by a
 * relative path that climbs to a folder of that name (`../content/site`, `../../app/layout`); no
 * folder inside lib/, content/ or components/ shares a layer's name.
 */
function layerImport(folders, message) {
  return { regex: `^(@/|(\\.\\./)+)(${folders.join("|")})(/|$)`, message };
}

const COMPONENTS_LAYER = layerImport(
  ["app"],
  "components/ must not import app/: pass what they need as props.",
);

const NEXT_LINK = {
  name: "next/link",
  message: "Every link loads its page's document: use { Link } from @/components/navigation/link.",
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["error"] }],
    },
  },
  {
    files: ["scripts/**", "tests/**", "*.config.*", "jest.setup.js"],
    rules: { "no-console": "off", "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // cn() pulls tailwind-merge (about 8 KiB gzip) into the browser: client leaves ('use client')
    // compose classes with clsx and avoid conflicting classes instead. Server components keep cn().
    plugins: { site: { rules: { "no-cn-in-client": noCnInClient } } },
    files: ["components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    rules: { "site/no-cn-in-client": "error" },
  },
  // The layers: app/ (pages) → components/ → content/ (typed copy and data) → lib/ (pure logic).
  // Each folder imports only from the layers below it, so lib/ stays testable without React or the
  // site's copy, and content/ stays data that any component can show. Flat config keeps only the
  // last `no-restricted-imports` entry that matches a file, so each folder has one entry holding
  // all of its restrictions.
  {
    files: ["lib/**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            layerImport(
              ["content", "components", "app"],
              "lib/ is pure logic: take what it needs as a parameter.",
            ),
            {
              regex: "^(react|react-dom|next)(/|$)",
              message: "lib/ is pure logic: React and Next belong in components/ or app/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["content/**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [layerImport(["components", "app"], "content/ is data: it may import lib/ only.")] },
      ],
    },
  },
  {
    // No client navigation: a page the router rendered would need the static sections' content,
    // which the export leaves out of the flight data (docs/decisions/static-sections.md).
    files: ["components/**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [NEXT_LINK], patterns: [COMPONENTS_LAYER] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [NEXT_LINK] }] },
  },
  {
    // Playwright fixtures call a `use` callback that is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    ignores: [
      ".next/**",
      "out/**",
      "out-launched/**",
      "out-plain/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
