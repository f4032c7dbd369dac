// Plain JS on purpose: TypeScript 7 cannot load a jest.config.ts through ts-node.
const nextJest = require("next/jest");

const createJestConfig = nextJest({ dir: "./" });

const config = createJestConfig({
  testEnvironment: "jsdom",
  // One worker per core: Jest's default leaves one core free, which on a two-core machine runs
  // the suite on a single worker.
  maxWorkers: "100%",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.js"],
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
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
