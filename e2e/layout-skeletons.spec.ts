import type { Locator, Page } from "@playwright/test";
import { DEMO_PROFILES } from "../src/server/seed/demo-profiles";
import type { CityGuidePage, PopularGuides } from "../src/shared/schemas";
import { signedInUser } from "./support/accounts";
import { getDemoGuide } from "./support/api";
import { expect, test } from "./support/fixtures";
import { openInApp } from "./support/in-app";
import { box, cards, expectNoAxeViolations, expectSameBox } from "./support/layout";
import { apiPath, holdRequests } from "./support/network";

// Each skeleton has the size and place of what it stands in for: the API is held so that it is seen, then the
// real server answers and nothing may move.
const [maya] = DEMO_PROFILES;
const loading = (page: Page, label: string) => page.getByRole("status").filter({ hasText: label });
const heading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 });

/** The box of `placeholder` while the requests are held, and of `real` once they are answered. */
async function beforeAndAfter(placeholder: Locator, real: Locator, release: () => void) {
  await expect(placeholder).toBeVisible();
  const before = await box(placeholder);
  release();
  await expect(real).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  return { before, after: await box(real) };
}

/** The first card lands where the skeleton's first card stood, and the page's title does not move. */
async function expectFirstCardInPlace(page: Page, skeleton: Locator, release: () => void) {
  await expect(skeleton).toBeVisible();
  const titleBefore = await box(heading(page));
  const { before, after } = await beforeAndAfter(
    skeleton.locator("li").first(),
    cards(page).first(),
    release,
  );
  expectSameBox(after, before);
  expectSameBox(await box(heading(page)), titleBefore);
}

test("a city's guide skeleton is the first card's box, and the title stays put", async ({ page }) => {
  const release = await holdRequests(page, apiPath("/cities/new-york/guides"));
  await openInApp(page, "/city/new-york");
  const skeleton = loading(page, "Loading guides for New York");
  await expect(skeleton).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFirstCardInPlace(page, skeleton, release);
});

test("Home's skeleton is the first card's box, with 'Popular this week' as the last visit had it", async ({
  page,
}) => {
  // Whether the section shows depends on saves other specs make on this server: the last visit had what the
  // server says now.
  const popular = (await (await page.request.get("/api/guides/popular")).json()) as PopularGuides;
  await page.addInitScript(
    (shown) => localStorage.setItem("cityguides.homeHadPopular", String(shown)),
    popular.items.length > 0,
  );
  const releaseFeed = await holdRequests(page, apiPath("/guides"));
  const releasePopular = await holdRequests(page, apiPath("/guides/popular"));
  await openInApp(page, "/");
  const { before, after } = await beforeAndAfter(
    loading(page, "Loading guides").locator("li").first(),
    cards(page).first(),
    () => {
      releaseFeed();
      releasePopular();
    },
  );
  expectSameBox(after, before);
});

test("Saved's skeleton is the first saved card's box, under the same title", async ({ page }) => {
  await signedInUser(page);
  const paris = (await (await page.request.get("/api/cities/paris/guides")).json()) as CityGuidePage;
  for (const guide of paris.items.slice(0, 2)) {
    expect((await page.request.put(`/api/me/saved-guides/${guide.id}`)).ok()).toBe(true);
  }
  const release = await holdRequests(page, apiPath("/me/saved-guides"));
  await page.goto("/saved");
  await expectFirstCardInPlace(page, loading(page, "Loading your saved guides"), release);
});

test("a profile's skeleton: its header as tall as the real one, its first card the real card's box", async ({
  page,
}) => {
  const release = await holdRequests(page, apiPath(`/profiles/${maya.username}`));
  await openInApp(page, `/profile/${maya.username}`);
  const skeleton = loading(page, "Loading profile...");
  const { before, after } = await beforeAndAfter(
    skeleton.locator("li").first(),
    cards(page).first(),
    release,
  );
  expectSameBox(after, before);
});

test("the Cities skeleton has a tile for each city, each the size of the tile it stands in for", async ({
  page,
}) => {
  const release = await holdRequests(page, apiPath("/cities"));
  await openInApp(page, "/cities");
  const skeleton = loading(page, "Loading cities");
  const tiles = skeleton.locator("li");
  await expect(tiles).toHaveCount(10);
  const { before, after } = await beforeAndAfter(
    tiles.first(),
    page.getByRole("main").getByRole("listitem").first(),
    release,
  );
  expectSameBox(after, before);
  // Each tile's words read on its city's colour.
  await expectNoAxeViolations(page);
});

test("a guide's skeleton puts its header card where the guide's header will be", async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  const release = await holdRequests(page, apiPath(`/guides/${guide.id}`));
  await openInApp(page, `/guide/${guide.citySlug}/${guide.id}`);
  const skeleton = page.getByRole("status", { name: "Loading guide" });
  await expect(skeleton).toBeVisible();
  const headerSkeleton = await box(skeleton.getByTestId("guide-header-skeleton"));
  release();
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
  const header = await box(page.getByRole("main").locator("header"));
  // The header's height follows the guide's introduction; where it starts and how wide it is do not.
  expectSameBox({ ...header, height: 0 }, { ...headerSkeleton, height: 0 });
});
