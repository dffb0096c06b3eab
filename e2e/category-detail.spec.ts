import type { Page } from "@playwright/test";
import { CATEGORIES, CATEGORY_KEYS } from "../src/shared/categories";
import { PREVIEW_PLACES_PER_CATEGORY } from "../src/shared/limits";
import type { GuideDetail } from "../src/shared/schemas";
import { getDemoGuide } from "./support/api";
import { expect, MESSAGES, test, toaster } from "./support/fixtures";

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

test("an unknown category says so, offers 'Go Back' and leaves by itself", async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  const address = `/guide/new-york/${guide.id}/category/nightlife-and-more`;
  await page.goto(address);
  // One assertion for the message and its button: the page leaves on its own 500 ms later.
  const message = page.getByRole("alert").filter({ hasText: MESSAGES.category.loadFailed });
  await expect(message.getByRole("button", { name: MESSAGES.category.goBack })).toBeVisible();
  await expect(toaster(page).getByText(MESSAGES.category.loadFailed, { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(address);
});
