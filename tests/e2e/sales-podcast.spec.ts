import { listenLinks, podcastAbout, podcastFollow } from "@/content/podcast";
import { site } from "@/content/site";
import { ROUTES } from "@/lib/routes";
import { expect, test } from "./fixtures";

test.describe("/podcast", () => {
  test("offers the three listen links, each in a new tab without an opener", async ({ page }) => {
    await page.goto(ROUTES.podcast);
    for (const link of listenLinks) {
      const anchor = page.getByRole("link", { name: new RegExp(`^${link.label}`) });
      await expect(anchor).toHaveAttribute("href", link.href);
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
      await expect(anchor).toHaveAccessibleName(/opens in a new tab/);
    }
    expect(listenLinks.map((link) => link.platform)).toEqual(["Spotify", "Apple Podcasts", "YouTube"]);
  });

  test("opens a listen link in a new tab and leaves this page in place", async ({ page, context }) => {
    // Stand in for the streaming service; routes added later take precedence over the fixture's block.
    await context.route("https://open.spotify.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Stand-in</title>" }),
    );
    await page.goto(ROUTES.podcast);
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: /^Listen on Spotify/ }).click(),
    ]);
    expect(popup.url()).toContain("spotify.com");
    await expect(page).toHaveURL(ROUTES.podcast);
  });

  test("shows the about section with three feature cards and the follow link", async ({ page }) => {
    await page.goto(ROUTES.podcast);
    const about = page.getByRole("region", { name: podcastAbout.heading });
    await expect(about.getByRole("heading", { level: 3 })).toHaveText(
      podcastAbout.features.map((card) => card.title),
    );
    await expect(about.getByRole("img", { name: podcastAbout.coverAlt })).toBeVisible();
    const follow = page.getByRole("link", { name: new RegExp(`^${podcastFollow.actions[0].label}`) });
    await expect(follow).toHaveAttribute("href", site.linkedInUrl);
    await expect(follow).toHaveAttribute("target", "_blank");
    await expect(follow).toHaveAttribute("rel", "noopener noreferrer");
  });
});
