// Plain JS on purpose: TypeScript 7 cannot load a jest.config.ts through ts-node.
const nextJest = require("next/jest");

const createJestConfig = nextJest({ dir: "./" });

module.exports = createJestConfig({
  testEnvironment: "jsdom",
  // One worker per core: Jest's default leaves one core free, which on a two-core machine runs
  // the suite on a single worker.
  maxWorkers: "100%",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.js"],
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
});
