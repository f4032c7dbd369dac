// Plain JS on purpose: Jest loads a jest.config.ts natively only on a Node that strips types
// (22.18 or later); on Node 20 it needs ts-node or esbuild-register, which nothing else here uses.
const nextJest = require("next/jest");
// tsx (already here for the scripts) loads the test set-up's TypeScript for this one question.
const tsx = require("tsx/cjs/api");
const { toolOutcome } = tsx.require("./scripts/test-setup/plan.ts", __filename);
const { findNginx } = tsx.require("./scripts/test-setup/tools.ts", __filename);

/*
 * Tests that run nginx itself. `npm test` installs nginx first where it can (scripts/test-setup.ts);
 * a developer's machine where it could not leaves them out of the run, as it does the hosting
 * spec's nginx host, and the set-up says so. CI runs them always, and fails without nginx.
 */
const NGINX_TESTS = ["<rootDir>/tests/unit/nginx-http-redirect.test.ts"];
const nginxLeftOut =
  toolOutcome("nginx", { nginx: Boolean(findNginx()), ci: Boolean(process.env.CI) }) === "left out";

const createJestConfig = nextJest({ dir: "./" });

const config = createJestConfig({
  testEnvironment: "jsdom",
  // One worker per core: Jest's default leaves one core free, which on a two-core machine runs
  // the suite on a single worker.
  maxWorkers: "100%",
  // A test waits for events, never for time; this is only how long one may take before it counts
  // as hung. Jest's 5 s is less than a render and a few key presses take on a loaded two-core
  // machine, where the suite must pass as it does quiet.
  testTimeout: 30_000,
  setupFilesAfterEnv: ["<rootDir>/jest.setup.js"],
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  testPathIgnorePatterns: nginxLeftOut ? NGINX_TESTS : [],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
});

// Plausible's tracker ships as an ES module only; jest runs CommonJS, so it is compiled like the
// project's own files (next/jest otherwise leaves node_modules untouched).
const ES_MODULE_PACKAGES = ["@plausible-analytics/tracker"];

module.exports = async () => {
  const resolved = await config();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ES_MODULE_PACKAGES.join("|")})/)`,
    ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.startsWith("/node_modules/")),
  ];
  return resolved;
};
