import type { Page } from "@playwright/test";
import { DEMO_PROFILES } from "../src/server/seed/demo-profiles";
import { FEED_PAGE_SIZE } from "../src/shared/limits";
import { SAVE_MESSAGES } from "../src/shared/messages";
import type { CityGuidePage } from "../src/shared/schemas";
import { signedInUser } from "./support/accounts";
import { getDemoGuide } from "./support/api";
import { expect, MESSAGES, test } from "./support/fixtures";
import {
  box,
  cards,
  expectColumns,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectSameBox,
} from "./support/layout";
import { holdRequests } from "./support/network";

// docs/product.md §9: guide and place cards in as many 469-px columns as fit, one on phones.
const [maya] = DEMO_PROFILES;
const heading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 });
const columnsAt = (isMobile: boolean) => (isMobile ? 1 : 2);

/** Saves two of Paris's guides and bookmarks two places of the New York demo guide, as the signed-in user. */
async function saveSome(page: Page) {
  const paris = (await (await page.request.get("/api/cities/paris/guides")).json()) as CityGuidePage;
  for (const guide of paris.items.slice(0, 2)) {
    expect((await page.request.put(`/api/me/saved-guides/${guide.id}`)).ok()).toBe(true);
  }
  const demo = await getDemoGuide(page.request);
  for (const place of demo.places.cafesBrunch.slice(0, 2)) {
    expect((await page.request.put(`/api/me/bookmarked-places/${place.id}`)).ok()).toBe(true);
  }
}

test("Home, a city, a profile and search lay guide cards out in the columns that fit", async ({
  page,
  isMobile,
}) => {
  const pages = ["/", "/city/paris", `/profile/${maya.username}`, "/search?q=paris"];
  for (const path of pages) {
    await page.goto(path);
    await expect(cards(page).nth(1)).toBeVisible();
    await expectColumns(cards(page), columnsAt(isMobile));
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
});

test("what heads a list starts where the grid's first column does", async ({ page }) => {
  await page.goto("/city/paris");
  await expect(cards(page).first()).toBeVisible();
  const title = await box(heading(page));
  const sort = await box(page.getByRole("radiogroup", { name: MESSAGES.popular.sortLabel }));
  const first = await box(cards(page).first());
  const last = await box(cards(page).nth(1));
  expect(Math.abs(title.x - first.x)).toBeLessThan(2);
  // The sort control ends where the grid's last column does: at the second card beside, at the page's edge.
  const gridRight = Math.max(first.x + first.width, last.x + last.width);
  expect(Math.abs(sort.x + sort.width - gridRight)).toBeLessThan(2);

  await page.goto(`/profile/${maya.username}`);
  await expect(cards(page).first()).toBeVisible();
  const avatar = await box(page.getByRole("main").locator("header").getByRole("img"));
  expect(Math.abs(avatar.x - (await box(cards(page).first())).x)).toBeLessThan(2);
});

test("Saved: guides and bookmarked places in the same columns, headed by their city", async ({
  page,
  isMobile,
}) => {
  await signedInUser(page);
  await saveSome(page);
  await page.goto("/saved");
  const guides = page.getByRole("region", { name: "Paris" });
  await expect(guides.getByRole("article")).toHaveCount(2);
  await expectColumns(guides.getByRole("article"), columnsAt(isMobile));
  // The section's own heading comes first; the cards' headings name the city too.
  const cityHeading = await box(guides.getByRole("heading", { name: "Paris" }).first());
  expect(Math.abs(cityHeading.x - (await box(guides.getByRole("article").first())).x)).toBeLessThan(2);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: SAVE_MESSAGES.bookmarkedPlacesTab }).click();
  const places = page
    .getByRole("tabpanel", { name: SAVE_MESSAGES.bookmarkedPlacesTab })
    .getByRole("listitem");
  await expect(places).toHaveCount(2);
  await expectColumns(places, columnsAt(isMobile));
  await expectNoAxeViolations(page);

  await page.goto("/saved/paris");
  await expect(cards(page)).toHaveCount(2);
  await expectColumns(cards(page), columnsAt(isMobile));
  await expectNoAxeViolations(page);
});

test("scrolling on loads the next page into the same grid, its skeletons where its cards land", async ({
  page,
  isMobile,
}) => {
  const nextPage = (url: URL) => url.pathname === "/api/guides" && url.searchParams.has("cursor");
  const release = await holdRequests(page, nextPage);
  await page.goto("/");
  await expect(cards(page)).toHaveCount(FEED_PAGE_SIZE);
  await cards(page).last().scrollIntoViewIfNeeded();
  const loadingMore = page.getByRole("status").filter({ hasText: "Loading more guides" });
  const skeletons = loadingMore.locator("li");
  await expect(skeletons).toHaveCount(2);
  await expectColumns(skeletons, columnsAt(isMobile));
  const skeleton = await box(skeletons.first());
  release();
  const firstOfNextPage = cards(page).nth(FEED_PAGE_SIZE);
  await expect(firstOfNextPage).toBeVisible();
  await expect(loadingMore).toHaveCount(0);
  expectSameBox(await box(firstOfNextPage), skeleton);
});
