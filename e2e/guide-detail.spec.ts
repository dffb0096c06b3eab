import { CATEGORIES, CATEGORY_KEYS } from "../src/shared/categories";
import { PREVIEW_PLACES_PER_CATEGORY } from "../src/shared/limits";
import { getDemoGuide } from "./support/api";
import { expect, FAILED_RESOURCE, MESSAGES, test, toaster } from "./support/fixtures";
import { openInApp } from "./support/in-app";
import {
  apiPath,
  expectOneDataRequest,
  failRequests,
  holdRequests,
  recordApiRequests,
} from "./support/network";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

test("shows the header and up to three places per category, with 'See all' when there are more", async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  await page.goto(`/guide/new-york/${guide.id}`);
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: guide.location, exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: guide.creator.username })).toBeVisible();

  await expect(main.getByRole("heading", { level: 2 })).toHaveText(
    CATEGORY_KEYS.map((key) => CATEGORIES[key].title),
  );
  for (const key of CATEGORY_KEYS) {
    const places = guide.places[key];
    const section = main.getByRole("region", { name: CATEGORIES[key].title });
    await expect(section.getByRole("listitem")).toHaveText(
      places.slice(0, PREVIEW_PLACES_PER_CATEGORY).map((place) => new RegExp(place.name)),
    );
    await expect(section.getByRole("link", { name: MESSAGES.guide.seeAll })).toHaveCount(
      places.length > PREVIEW_PLACES_PER_CATEGORY ? 1 : 0,
    );
  }
});

test("shows a skeleton while loading", async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  const release = await holdRequests(page, apiPath(`/guides/${guide.id}`));
  await openInApp(page, `/guide/new-york/${guide.id}`);
  await expect(page.getByRole("status", { name: "Loading guide" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading guide" })).toHaveCount(0);
});

test("loading a guide in the app costs one API request", { tag: "@desktop-only" }, async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  const requests = recordApiRequests(page);
  await openInApp(page, `/guide/new-york/${guide.id}`);
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expectOneDataRequest(requests, `/api/guides/${guide.id}`);
});

test.describe("an address without a guide id", { tag: "@desktop-only" }, () => {
  // The server answers it with 404, which Chromium logs.
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("leads Home", async ({ page }) => {
    expect((await page.goto("/guide/new-york"))?.status()).toBe(404);
    await expect(page).toHaveURL("/");
  });
});

test.describe("errors", { tag: "@desktop-only" }, () => {
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("an unknown guide says 'Guide not found' and leads Home", async ({ page }) => {
    await page.goto(`/guide/new-york/${UNKNOWN_ID}`);
    await expect(toaster(page).getByText(MESSAGES.guide.notFoundTitle, { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/");
  });

  test("a failed load says 'Error loading guide' and leads Home", async ({ page, request }) => {
    const guide = await getDemoGuide(request);
    await failRequests(page, apiPath(`/guides/${guide.id}`));
    await openInApp(page, `/guide/new-york/${guide.id}`);
    await expect(toaster(page).getByText(MESSAGES.guide.loadError, { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/");
  });
});
