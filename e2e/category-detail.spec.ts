import type { Page } from "@playwright/test";
import { CATEGORIES, CATEGORY_KEYS } from "../src/shared/categories";
import { PREVIEW_PLACES_PER_CATEGORY } from "../src/shared/limits";
import type { GuideDetail } from "../src/shared/schemas";
import { getDemoGuide } from "./support/api";
import { expect, FAILED_RESOURCE, MESSAGES, test, toaster } from "./support/fixtures";

/** The first category of the guide with more places than the guide page shows. */
function longCategory(guide: GuideDetail) {
  const key = CATEGORY_KEYS.find((category) => guide.places[category].length > PREVIEW_PLACES_PER_CATEGORY);
  if (!key) throw new Error(`${guide.name} has no category with 'See all'`);
  return key;
}

async function expectCategoryPage(page: Page, guide: GuideDetail, key: (typeof CATEGORY_KEYS)[number]) {
  await expect(page.getByRole("heading", { level: 1, name: CATEGORIES[key].title })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem")).toHaveText(
    guide.places[key].map((place) => new RegExp(place.name)),
  );
  await expect(page.getByRole("link", { name: MESSAGES.category.backToGuide })).toBeVisible();
}

test("'See all' lists every place of the category, and 'Back to guide' returns", async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  const key = longCategory(guide);
  await page.goto(`/guide/new-york/${guide.id}`);
  await page
    .getByRole("region", { name: CATEGORIES[key].title })
    .getByRole("link", { name: MESSAGES.guide.seeAll })
    .click();
  await expect(page).toHaveURL(`/guide/new-york/${guide.id}/category/${key}`);
  await expectCategoryPage(page, guide, key);

  await page.getByRole("link", { name: MESSAGES.category.backToGuide }).click();
  await expect(page).toHaveURL(`/guide/new-york/${guide.id}`);
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
});

test("'See all' opens the category at its top, and Back returns to where the guide was scrolled", async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  const key = longCategory(guide);
  await page.goto(`/guide/new-york/${guide.id}`);
  const seeAll = page.getByRole("region", { name: CATEGORIES[key].title }).getByRole("link", {
    name: MESSAGES.guide.seeAll,
  });
  await seeAll.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
  const scrolled = await page.evaluate(() => window.scrollY);
  await seeAll.click();
  await expectCategoryPage(page, guide, key);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("link", { name: MESSAGES.category.backToGuide })).toBeInViewport();

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
});

test("a pasted category address works in a fresh page", async ({ context, request }) => {
  const guide = await getDemoGuide(request);
  const key = longCategory(guide);
  const page = await context.newPage();
  await page.goto(`/guide/new-york/${guide.id}/category/${key}`);
  await expectCategoryPage(page, guide, key);
});

test("the short category key works", async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  await page.goto(`/guide/new-york/${guide.id}/category/${CATEGORIES.cafesBrunch.shortKey}`);
  await expectCategoryPage(page, guide, "cafesBrunch");
});

test.describe("an unknown category", () => {
  // The server answers the page with 404, which Chromium logs.
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("says so, offers 'Go Back' and leaves by itself", async ({ page, request }) => {
    const guide = await getDemoGuide(request);
    const address = `/guide/new-york/${guide.id}/category/nightlife-and-more`;
    // The message shows for 500 ms only, which a busy machine's polling can miss: the page records what it showed.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { alertsSeen: seen });
      new MutationObserver(() => {
        for (const alert of document.querySelectorAll("[role=alert]")) {
          const buttons = [...alert.querySelectorAll("button")].map((button) => button.textContent);
          seen.push(`${alert.querySelector("p")?.textContent} | ${buttons.join(", ")}`);
        }
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(address);
    await expect(toaster(page).getByText(MESSAGES.category.loadFailed, { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(address);
    const seen = await page.evaluate(() => (window as unknown as { alertsSeen: string[] }).alertsSeen);
    expect(seen).toContain(`${MESSAGES.category.loadFailed} | ${MESSAGES.category.goBack}`);
  });
});
