import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

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
    // cn() pulls tailwind-merge (~7 KB gzip) into the browser; client islands compose classes with
    // clsx and avoid conflicting classes instead. Server components keep cn().
    files: ["components/islands/**", "components/ui/flag.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@/lib/utils",
              message: "Use clsx in client code; cn() ships tailwind-merge to the browser.",
            },
          ],
        },
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
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
