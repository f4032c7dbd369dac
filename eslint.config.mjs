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
    // cn() pulls tailwind-merge (~7 KB gzip) into the browser: client leaves ('use client') compose
    // classes with clsx and avoid conflicting classes instead. Server components keep cn().
    plugins: { site: { rules: { "no-cn-in-client": noCnInClient } } },
    files: ["components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    rules: { "site/no-cn-in-client": "error" },
  },
  {
    // Links go through components/navigation/link.tsx, which prefetches on intent instead of on sight.
    files: ["components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    ignores: ["components/navigation/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use { Link } from @/components/navigation/link." }] },
      ],
    },
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
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
