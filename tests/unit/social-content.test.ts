// With a launched owner's details, so the ids and addresses are real-looking (content/owner.ts
// ships with them empty, which the cards show as "coming soon" and without links).
jest.mock("@/content/owner", () => jest.requireActual("../fixtures/owner-launched"));

import { socialItems } from "@/content/social";

describe("the home page's social carousel", () => {
  it("links every post to the professional network, where 'view original post' says it opens", () => {
    for (const item of socialItems) expect(new URL(item.url).hostname).toBe("www.linkedin.com");
  });
});
