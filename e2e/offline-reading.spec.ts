import type { APIRequestContext, Page } from "@playwright/test";
import { CATEGORY_KEYS } from "../src/shared/categories";
import { OFFLINE_MESSAGES, PLACE_DETAILS_MESSAGES } from "../src/shared/messages";
import type { GuideDetail } from "../src/shared/schemas";
import { KEPT_CACHE } from "../src/web/lib/kept-cache";
import { createAccount, newUser } from "./support/accounts";
import { expect, FAILED_RESOURCE, MESSAGES, test, toaster } from "./support/fixtures";
import { AUTHORING_CITY, createGuide, getCity, placesOf, uniqueName } from "./support/guides";
import { serverUrl } from "./support/servers";
import { SiteProxy } from "./support/site-proxy";

// docs/decisions/033: saved guides, and guides kept by hand, read offline. "Offline" is the site unreachable:
// the test talks to it through a relay and closes the relay, which cuts the service worker's requests too.
test.use({ serviceWorkers: "allow", allowedConsoleErrors: [FAILED_RESOURCE] });

const places = (guide: GuideDetail) => CATEGORY_KEYS.flatMap((category) => guide.places[category]);

/** A guide of a fresh author's, three places a category (the least a guide has), each with a note to read offline. */
async function notedGuide(request: APIRequestContext): Promise<GuideDetail> {
  await createAccount(request, newUser());
  const city = await getCity(request, AUTHORING_CITY);
  const chosen = await placesOf(request, city);
  const notes = Object.fromEntries(
    Object.values(chosen)
      .flat()
      .map((place) => [place.id, `Kept note on ${place.name}: ask for the window seat.`]),
  );
  return createGuide(request, { name: uniqueName("Offline Paris"), city, places: chosen, words: { notes } });
}

/** The guide's place with opening hours and a photo, whose page the test reads offline. */
function readablePlace(guide: GuideDetail) {
  const place = places(guide).find((candidate) => candidate.openingHours && candidate.image);
  if (!place) throw new Error(`no place of ${guide.name} has opening hours and a photo`);
  return place;
}

const guidePath = (guide: GuideDetail) => `/guide/${guide.citySlug}/${guide.id}`;

async function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, KEPT_CACHE);
}

async function withProxy(use: (proxy: SiteProxy) => Promise<void>): Promise<void> {
  const proxy = new SiteProxy(new URL(serverUrl("demo")));
  await proxy.open();
  try {
    await use(proxy);
  } finally {
    await proxy.cut();
  }
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test("@desktop-only a saved guide reads offline, its places too, until it is unsaved or its reader signs out", async ({
  page,
  request,
}) => {
  test.slow();
  const guide = await notedGuide(request);
  const readable = readablePlace(guide);
  await withProxy(async (proxy) => {
    const user = newUser();
    const signUp = await page.request.post(`${proxy.url}/api/auth/sign-up/email`, { data: user });
    expect(signUp.ok()).toBe(true);

    await page.goto(`${proxy.url}${guidePath(guide)}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page
      .getByRole("button", { name: `Save ${guide.name}` })
      .first()
      .click();
    await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 30_000 });

    await proxy.cut();
    await page.reload();
    await expect(heading(page, guide.name)).toBeVisible();
    await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible();
    await expect(page.getByText(readable.note ?? "").first()).toBeAttached();
    await page
      .getByRole("link", { name: new RegExp(readable.name) })
      .first()
      .click();
    await expect(heading(page, readable.name)).toBeVisible();
    await page.locator("summary").filter({ hasText: PLACE_DETAILS_MESSAGES.hoursLabel }).click();
    await expect(page.getByRole("table", { name: PLACE_DETAILS_MESSAGES.hoursLabel })).toBeVisible();
    const photo = page.getByRole("img", { name: new RegExp(readable.name) }).first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // Signed in still, offline: the Saved page lists the guide from what was kept.
    await page.goto(`${proxy.url}/saved`);
    await expect(page.getByRole("article").filter({ hasText: guide.name })).toBeVisible();

    const tab = await page.context().newPage();
    await tab.goto(`${proxy.url}${guidePath(guide)}`);
    await expect(heading(tab, guide.name)).toBeVisible();
    await tab.close();

    await proxy.open();
    await page.goto(`${proxy.url}${guidePath(guide)}`);
    await page
      .getByRole("button", { name: `Save ${guide.name}` })
      .first()
      .click();
    await expect(page.getByRole("button", { name: OFFLINE_MESSAGES.keep })).toBeVisible({ timeout: 15_000 });
    expect(await keptUrls(page)).not.toContain(`/api/guides/${guide.id}`);

    // Kept again, then the reader signs out: nothing kept for them stays on the device.
    await page
      .getByRole("button", { name: `Save ${guide.name}` })
      .first()
      .click();
    await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 30_000 });
    await page.goto(`${proxy.url}/profile`);
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect.poll(() => keptUrls(page), { timeout: 15_000 }).toEqual([]);
    await proxy.cut();
    await page.goto(`${proxy.url}${guidePath(guide)}`);
    await expect(toaster(page).getByText(MESSAGES.guide.loadError)).toBeVisible();
    await expect(heading(page, guide.name)).toBeHidden();
  });
});

test("a visitor keeps a guide offline by hand, and removes the copy", async ({ page, request }) => {
  test.slow();
  const guide = await notedGuide(request);
  await withProxy(async (proxy) => {
    await page.goto(`${proxy.url}${guidePath(guide)}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole("button", { name: OFFLINE_MESSAGES.keep }).click();
    await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 30_000 });

    await proxy.cut();
    await page.reload();
    await expect(heading(page, guide.name)).toBeVisible();
    for (const place of places(guide)) await expect(page.getByText(place.name).first()).toBeAttached();

    await page.getByRole("button", { name: OFFLINE_MESSAGES.remove }).click();
    await expect(page.getByRole("button", { name: OFFLINE_MESSAGES.keep })).toBeVisible();
    expect(await keptUrls(page)).toEqual([]);
  });
});
