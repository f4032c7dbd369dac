require("@testing-library/jest-dom");

// waitFor and findBy* wait for what they look for; Testing Library gives up after 1 s, less than a
// loaded two-core machine can take to render an island and settle its effects.
require("@testing-library/react").configure({ asyncUtilTimeout: 10_000 });

// Components render outside Next's app router in unit tests; links ask it to prefetch on intent.
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useRouter: () => ({ prefetch() {}, push() {}, replace() {}, back() {}, forward() {}, refresh() {} }),
}));
