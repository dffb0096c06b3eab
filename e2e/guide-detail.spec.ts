import { CATEGORIES, CATEGORY_KEYS } from "../src/shared/categories";
import { PREVIEW_PLACES_PER_CATEGORY } from "../src/shared/limits";
import { signedInUser } from "./support/accounts";
import { getDemoGuide } from "./support/api";
import { expect, FAILED_RESOURCE, MESSAGES, test, toaster } from "./support/fixtures";
import { AUTHORING_CITY, createGuide, getCity, placesOf, uniqueName } from "./support/guides";
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

test("opened cold, the guide's places are on the first screen: the first on a phone, two on a laptop", async ({
  page,
  request,
}, testInfo) => {
  const guide = await getDemoGuide(request);
  await page.goto(`/guide/new-york/${guide.id}`);
  const main = page.getByRole("main");
  await expect(
    main.getByText(
      MESSAGES.guide.placeCount(CATEGORY_KEYS.reduce((n, key) => n + guide.places[key].length, 0)),
      { exact: true },
    ),
  ).toBeVisible();
  const cafes = main.getByRole("region", { name: CATEGORIES.cafesBrunch.title }).getByRole("listitem");
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  // Above the bottom navigation on a phone: on the screen and not hidden under the bar.
  const bottomBar = testInfo.project.name === "mobile" ? 56 : 0;
  const shown = testInfo.project.name === "mobile" ? 1 : 2;
  for (let index = 0; index < shown; index++) {
    // The place's row itself (its name, tag and address); the creator's note under it may run on below.
    const box = await cafes.nth(index).getByRole("link").first().boundingBox();
    expect(box, `place ${index + 1}`).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0), `place ${index + 1}'s bottom`).toBeLessThanOrEqual(
      viewport.height - bottomBar,
    );
  }
  if (testInfo.project.name === "mobile") {
    // The map follows the list on a phone; the header's Map leads to it.
    const map = page.locator("#guide-map");
    await expect(map).not.toBeInViewport();
    await main.getByRole("link", { name: MESSAGES.guide.map }).click();
    await expect(map).toBeInViewport();
  } else {
    await expect(main.getByRole("link", { name: MESSAGES.guide.map })).toBeHidden();
  }
});

test("a long introduction shows its first lines, and all of it on 'Read more'", async ({ page }) => {
  await signedInUser(page);
  const city = await getCity(page.request, AUTHORING_CITY);
  const long = "A slow walk from the river to the market, with coffee on the way. ".repeat(8).trim();
  const guide = await createGuide(page.request, {
    name: uniqueName("Long walk"),
    city,
    places: await placesOf(page.request, city, 3),
    words: { introduction: long },
  });
  await page.goto(`/guide/paris/${guide.id}`);
  const text = page.getByRole("main").getByText(long);
  await expect(text).toBeVisible();
  const clamped = () => text.evaluate((element) => element.scrollHeight > element.clientHeight);
  expect(await clamped(), "clamped to its first lines").toBe(true);
  await page.getByText(MESSAGES.guide.readMore).click();
  await expect.poll(clamped).toBe(false);
  await page.getByText(MESSAGES.guide.readLess).click();
  await expect.poll(clamped).toBe(true);
  await page.request.delete(`/api/guides/${guide.id}`);
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
