import { clientStrip } from "@/content/clients";
import { HOME_ANCHORS } from "@/content/navigation";
import { testimonials, testimonialsCopy } from "@/content/testimonials";
import { sampleVideoThemes } from "@/content/videos";
import { expect, test, LAUNCHED } from "./fixtures";
import { launchedOwner, leftOutOnLaunch } from "./launched-owner";
import { expectImagesLoaded, expectSquareResizedFace, imageSources } from "./proof";

test.describe("home page", () => {
  test("shows the sections of docs/product.md §2 in order", async ({ page }) => {
    await page.goto("/");
    const headings = await page.locator("main h1, main h2").allTextContents();
    const order = [
      "Become Unforgettably Human.",
      clientStrip.label,
      "See what human content does",
      "Who are you trying to win over?",
      "Built for the feed, not just the website",
      "Three ways to put your people in front of buyers",
      "A channel consultant who picked up a camera",
      "Buyers decide whether to trust you before they ever speak to you",
      "Don't take our word for it",
    ];
    const positions = order.map((heading) => headings.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The sample videos carry the #portfolio anchor and the founder section #about.
    await expect(page.locator(`#${HOME_ANCHORS.portfolio}`)).toContainText("See what human content does");
    await expect(page.locator(`#${HOME_ANCHORS.about}`)).toContainText("A channel consultant");
    // Each testimonial puts the client's face beside their name: the template's illustrated stand-ins.
    const quotes = page.getByRole("region", { name: testimonialsCopy.heading }).getByRole("figure");
    await expect(quotes).toHaveCount(testimonials.length);
    for (const [index, client] of testimonials.entries()) {
      const face = quotes.nth(index).getByRole("img", { name: client.photoAlt });
      await expect(face).toHaveAttribute("src", client.photo);
      await expect(quotes.nth(index)).toContainText(client.name);
    }
    await expectImagesLoaded(quotes.getByRole("img"));
  });

  test("links the hero, the two-path chooser and the solutions cards to their pages", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Get More Clients" })).toHaveAttribute("href", "/#contact");
    await expect(page.getByRole("link", { name: "See the Results" })).toHaveAttribute("href", "/portfolio/");
    await expect(page.getByRole("link", { name: /Solutions for MSPs/ })).toHaveAttribute(
      "href",
      "/msp-solutions/",
    );
    await expect(page.getByRole("link", { name: /Solutions for Vendors/ })).toHaveAttribute(
      "href",
      "/vendor-solutions/",
    );
    await expect(page.getByRole("link", { name: /See interview work/ })).toHaveAttribute(
      "href",
      "/portfolio/?filter=interviews",
    );
    await expect(page.getByRole("link", { name: /See explainers and creative/ })).toHaveAttribute(
      "href",
      "/portfolio/?filter=explainer,creative",
    );
    await expect(page.getByRole("link", { name: /See event coverage/ })).toHaveAttribute(
      "href",
      "/portfolio/?filter=events",
    );
  });

  test("groups the sample videos under the four themes", LAUNCHED, async ({ page }) => {
    await page.goto("/");
    const section = page.locator(`#${HOME_ANCHORS.portfolio}`);
    // The launched owner has not supplied one of the home page's videos: a launch leaves it out.
    const left = leftOutOnLaunch("/");
    expect(left.size).toBe(1);
    const shown = (theme: (typeof sampleVideoThemes)[number]) =>
      theme.cards.filter((card) => !left.has(card.title));
    for (const theme of sampleVideoThemes) {
      const group = section.getByRole("group", { name: theme.title });
      await expect(group).toBeVisible();
      await expect(group.getByRole("listitem")).toHaveCount(shown(theme).length);
    }
    const videoCards = sampleVideoThemes.flatMap((theme) =>
      shown(theme).filter((card) => card.kind === "video"),
    );
    expect(videoCards).toHaveLength(10);
    await expect(section.getByRole("button", { name: /^Play video:/ })).toHaveCount(videoCards.length);
    await expect(section.getByText(/Press play on any card/)).toBeVisible();

    await test.step("shows the owner's clients' logos and each quoted client's own photo", async () => {
      const logos = page.getByRole("region", { name: clientStrip.label }).getByRole("img");
      expect((await imageSources(logos)).map((logo) => logo.alt)).toEqual(
        launchedOwner.clientLogos.map((client) => client.name),
      );
      await expectImagesLoaded(logos);
      const quotes = page.getByRole("region", { name: testimonialsCopy.heading }).getByRole("figure");
      for (const client of Object.values(launchedOwner.testimonials)) {
        const quote = quotes.filter({ hasText: client.name });
        await expectSquareResizedFace(quote.getByRole("img", { name: new RegExp(client.name) }));
      }
    });
  });

  test(
    "opens the multi-channel ads card's social post in a new tab instead of the player",
    LAUNCHED,
    async ({ page, blockedRequests }) => {
      await page.goto("/");
      const link = page.getByRole("link", { name: /Multi-channel ad campaign/ });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\//);
      const href = await link.getAttribute("href");
      const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
      await expect.poll(() => blockedRequests).toContain(href);
      await popup.close();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    },
  );

  test("keeps the £50k+ event figure in pounds for US visitors: a statistic keeps its source's currency", async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("selected-country", "US"));
    await page.goto("/");
    await expect(page.getByText("£50k+", { exact: true })).toBeVisible();
    await expect(page.getByText(/\$\d+k\+/)).toHaveCount(0);
  });

  test("ships no unopenable 'See Our Work' showcase", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("See Our Work")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("lands the footer's Our Work link on the sample videos, 80px below the top", async ({ page }) => {
    await page.goto("/portfolio/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Work" }).click();
    await expect(page).toHaveURL(/\/#portfolio$/);
    await expect
      .poll(() =>
        page.locator("#portfolio").evaluate((section) => Math.round(section.getBoundingClientRect().top)),
      )
      .toBe(80);
  });
});
