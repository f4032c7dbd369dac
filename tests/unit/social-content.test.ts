import { socialItems } from "@/content/social";

describe("the home page's social carousel", () => {
  it("links every post to the professional network, where 'view original post' says it opens", () => {
    for (const item of socialItems) expect(new URL(item.url).hostname).toBe("www.linkedin.com");
  });
});
