import type { APIRequestContext, Page } from "@playwright/test";
import { CATEGORIES } from "../src/shared/categories";
import { MESSAGES } from "../src/shared/messages";
import { SERVER_STATE_ID } from "../src/shared/server-state";
import { signedInUser } from "./support/accounts";
import { getDemoGuide } from "./support/api";
import { expect, test } from "./support/fixtures";
import { recordApiRequests } from "./support/network";

// docs/decisions/025: a visitor's page comes drawn by the server; the app loads after the first paint and takes
// the drawn page over without asking for its data again.

/** New York's demo guide and its first café. */
async function demoGuideWithCafe(request: APIRequestContext) {
  const guide = await getDemoGuide(request);
  const cafe = guide.places.cafesBrunch[0];
  if (!cafe) throw new Error(`${guide.name} has no café`);
  return { guide, cafe };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor reads a guide, its places and a place, and finds guides on Home and a city", async ({
    page,
    request,
  }) => {
    const { guide, cafe } = await demoGuideWithCafe(request);

    await page.goto(`/guide/new-york/${guide.id}`);
    await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
    const cover = page.getByRole("img", { name: `Cover of ${guide.name}` });
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    const cafes = page.getByRole("region", { name: CATEGORIES.cafesBrunch.title });
    await expect(cafes.getByRole("listitem").first()).toContainText(cafe.name);

    await page.goto(`/place/${cafe.id}`);
    await expect(page.getByRole("heading", { level: 1, name: cafe.name })).toBeVisible();

    await page.goto("/city/new-york");
    await expect(page.getByRole("heading", { level: 1, name: "New York" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(guide.name) })).toBeVisible();

    await page.goto("/");
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(guide.name) })
        .first(),
    ).toBeVisible();
  });

  test("Back on a place opened from a link leads to its city", async ({ page, request }) => {
    const { cafe } = await demoGuideWithCafe(request);
    await page.goto(`/place/${cafe.id}`);
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL("/city/new-york");
    await expect(page.getByRole("heading", { level: 1, name: "New York" })).toBeVisible();
  });

  test("Export's formats are plain download links", async ({ page, request }) => {
    const { guide } = await demoGuideWithCafe(request);
    await page.goto(`/guide/new-york/${guide.id}`);
    // The disclosure the server draws; on a phone its word is for screen readers, beside the icon.
    await page.locator("summary", { hasText: MESSAGES.guide.export }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: MESSAGES.guide.exportFormats.gpx }).click();
    expect((await downloading).suggestedFilename()).toBe("new-york-by-maya.gpx");
  });

  test("@desktop-only the search box searches on Enter, as a plain form to the results page", async ({
    page,
  }) => {
    await page.goto("/cities");
    const box = page.getByRole("combobox", { name: MESSAGES.search.label });
    await box.fill("paris");
    await box.press("Enter");
    await expect(page).toHaveURL("/search?q=paris");
    await expect(
      page.getByRole("heading", { level: 1, name: MESSAGES.search.resultsFor("paris") }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /Paris/ }).first()).toBeVisible();
  });

  test("Save and Bookmark lead a visitor to sign in, and back to where they were", async ({
    page,
    request,
  }) => {
    const { guide, cafe } = await demoGuideWithCafe(request);
    const guidePath = `/guide/new-york/${guide.id}`;
    await page.goto(guidePath);
    await page
      .getByRole("main")
      .getByRole("button", { name: `Save ${guide.name}` })
      .first()
      .click();
    await expect(page).toHaveURL(
      `/signin?redirect=${encodeURIComponent(`${guidePath}?then=save-guide.${guide.id}`)}`,
    );

    await page.goto(`/place/${cafe.id}`);
    await page.getByRole("button", { name: `Bookmark ${cafe.name}` }).click();
    await expect(page).toHaveURL(
      `/signin?redirect=${encodeURIComponent(`/place/${cafe.id}?then=bookmark-place.${cafe.id}`)}`,
    );
  });

  test("forms are not drawn by the server: one sent before the app runs would put a password in the address", async ({
    page,
  }) => {
    await page.goto("/signin");
    await expect(page.getByLabel("Password")).toHaveCount(0);
  });
});

/** Holds the app's scripts back until the returned function is called: the page stays as the server drew it. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("@desktop-only text typed in the search box before the app starts is searched once it has", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  const opening = page.goto("/cities");
  const box = page.getByRole("combobox", { name: MESSAGES.search.label });
  await box.fill("paris");
  await expect(page.locator("html")).not.toHaveAttribute("data-app", "running");
  release();
  await opening;
  await expect(page.getByRole("listbox").getByRole("option", { name: /Paris/ }).first()).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL("/search?q=paris");
  await expect(
    page.getByRole("heading", { level: 1, name: MESSAGES.search.resultsFor("paris") }),
  ).toBeVisible();
});

// Issue 63 item 6: a tap on Back within the first second after a place page appeared landed on the city.
test("@desktop-only Back on a place opened from a guide before the app starts returns to the guide", async ({
  page,
  request,
}) => {
  const { guide, cafe } = await demoGuideWithCafe(request);
  const release = await holdAppScripts(page);
  const guidePath = `/guide/new-york/${guide.id}`;
  // Not awaited: it waits for the app, which is held back; the place's page then takes its place.
  const opening = page.goto(guidePath).catch(() => undefined);
  const cafes = page.getByRole("region", { name: CATEGORIES.cafesBrunch.title });
  await cafes
    .getByRole("link", { name: new RegExp(cafe.name) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: cafe.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/place/${cafe.id}\\?`));
  await expect(page.locator("html")).not.toHaveAttribute("data-app", "running");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(guidePath);
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-app", "running");
  release();
  await opening;
});

test("@desktop-only Export opened before the app starts stays open once it has, as the app's menu", async ({
  page,
  request,
}) => {
  const { guide } = await demoGuideWithCafe(request);
  const release = await holdAppScripts(page);
  const opening = page.goto(`/guide/new-york/${guide.id}`);
  await page.getByText(MESSAGES.guide.export, { exact: true }).click();
  await expect(page.getByRole("link", { name: MESSAGES.guide.exportFormats.gpx })).toBeVisible();
  release();
  await opening;
  await expect(
    page.getByRole("menu").getByRole("menuitem", { name: MESSAGES.guide.exportFormats.gpx }),
  ).toBeVisible();
});

test("@desktop-only pictures scrolled before the app starts stay where they were once it has", async ({
  page,
  request,
}) => {
  const { cafe } = await demoGuideWithCafe(request);
  const place = (await (await request.get(`/api/places/${cafe.id}`)).json()) as { images: string[] };
  expect(place.images.length).toBeGreaterThan(1);
  const release = await holdAppScripts(page);
  const opening = page.goto(`/place/${cafe.id}`);
  const carousel = page.getByRole("region", { name: `Pictures of ${cafe.name}` });
  // As a visitor sees it: styled, the pictures side by side in a row that scrolls (before its stylesheet has
  // arrived, the page is not yet shown and nothing scrolls).
  await expect
    .poll(() =>
      carousel.locator("[tabindex='0']").evaluate((viewport) => viewport.scrollWidth > viewport.clientWidth),
    )
    .toBe(true);
  await carousel.locator("[tabindex='0']").focus();
  await page.keyboard.press("ArrowRight");
  await expect
    .poll(() => carousel.locator("[tabindex='0']").evaluate((viewport) => viewport.scrollLeft))
    .toBeGreaterThan(0);
  release();
  await opening;
  await expect(carousel.getByText(`2 / ${place.images.length}`)).toBeVisible();
  await expect(
    carousel.getByRole("img", { name: `${cafe.name}, picture 2 of ${place.images.length}` }),
  ).toBeInViewport();
});

test("a visitor sent from Edit Profile to sign in gets a page the browser draws, not an empty drawn one", async ({
  page,
}) => {
  const answer = await page.goto("/profile/edit");
  expect(await answer?.text()).not.toContain(SERVER_STATE_ID);
  await expect(page).toHaveURL("/signin?redirect=%2Fprofile%2Fedit");
  await expect(page.getByLabel("Password")).toBeVisible();
});

test("the app takes a drawn guide over without asking for it again, and then answers at once", async ({
  page,
  request,
}) => {
  const { guide, cafe } = await demoGuideWithCafe(request);
  const requests = recordApiRequests(page);
  await page.goto(`/guide/new-york/${guide.id}`);
  await expect(page.locator(`#${SERVER_STATE_ID}`)).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);

  const loads: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  await page
    .getByRole("region", { name: CATEGORIES.cafesBrunch.title })
    .getByRole("link", { name: new RegExp(cafe.name) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: cafe.name })).toBeVisible();
  // In-app navigation: the address changed without a new document (a drawn link alone would load one).
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe("running");
});

test("a signed-in member's pages are drawn by the browser, with what is theirs", async ({
  page,
  request,
}) => {
  await signedInUser(page);
  const guide = await getDemoGuide(request);
  await page.goto(`/guide/new-york/${guide.id}`);
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
  await expect(page.locator(`#${SERVER_STATE_ID}`)).toHaveCount(0);
});
