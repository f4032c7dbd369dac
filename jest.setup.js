require("@testing-library/jest-dom");

// Components render outside Next's app router in unit tests; links ask it to prefetch on intent.
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useRouter: () => ({ prefetch() {}, push() {}, replace() {}, back() {}, forward() {}, refresh() {} }),
}));
