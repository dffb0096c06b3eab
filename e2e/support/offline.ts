import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { CATEGORY_KEYS } from "../../src/shared/categories";
import { OFFLINE_MESSAGES } from "../../src/shared/messages";
import type { GuideDetail } from "../../src/shared/schemas";
import { KEPT_CACHE } from "../../src/web/lib/kept-cache";
import { createAccount, newUser, type TestUser } from "./accounts";
import { test as base } from "./fixtures";
import { AUTHORING_CITY, createGuide, deleteGuidesOf, getCity, placesOf, uniqueName } from "./guides";
import { MAP_STYLE_URL, serverUrl } from "./servers";
import { SiteProxy } from "./site-proxy";
import { StyleServer } from "./style-server";

// Helpers of the specs about reading offline (docs/decisions/032, 033).

export const places = (guide: GuideDetail) => CATEGORY_KEYS.flatMap((category) => guide.places[category]);

/** A guide by the author `request` is signed in as, three places a category (the least), each with a note. */
async function notedGuide(request: APIRequestContext): Promise<GuideDetail> {
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
export function readablePlace(guide: GuideDetail) {
  const place = places(guide).find((candidate) => candidate.openingHours && candidate.image);
  if (!place) throw new Error(`no place of ${guide.name} has opening hours and a photo`);
  return place;
}

export const guidePath = (guide: GuideDetail) => `/guide/${guide.citySlug}/${guide.id}`;

export async function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, KEPT_CACHE);
}

/** The guides the device's registry names (IndexedDB `cityguides-offline`, store `kept-guides`). */
export async function keptGuideIds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty, and the app's upgrade would never run.
    if (!(await indexedDB.databases()).some((db) => db.name === "cityguides-offline")) return [];
    return new Promise<string[]>((resolve, reject) => {
      const opening = indexedDB.open("cityguides-offline");
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const db = opening.result;
        const keys = db.transaction("kept-guides").objectStore("kept-guides").getAllKeys();
        keys.onerror = () => reject(keys.error);
        keys.onsuccess = () => {
          db.close();
          resolve(keys.result.map(String));
        };
      };
    });
  });
}

/** Runs `use` with the demo server behind a relay the test can cut, as the site going unreachable. */
export async function withProxy(use: (proxy: SiteProxy) => Promise<void>): Promise<void> {
  const proxy = new SiteProxy(new URL(serverUrl("demo")));
  await proxy.open();
  try {
    await use(proxy);
  } finally {
    await proxy.cut();
  }
}

/** A fresh member, signed up through the relay so that the page's context holds their session for its origin. */
export async function signUpThrough(page: Page, proxy: SiteProxy): Promise<TestUser> {
  const user = newUser();
  const signUp = await page.request.post(`${proxy.url}/api/auth/sign-up/email`, { data: user });
  expect(signUp.ok(), `sign-up answered ${signUp.status()}`).toBe(true);
  return user;
}

/** Opens `url` and waits until the service worker controls the page: only then is anything kept. */
export async function openControlled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Saves the open guide and waits until it is kept offline. */
export async function saveAndKeep(page: Page, guide: GuideDetail): Promise<void> {
  await page
    .getByRole("button", { name: `Save ${guide.name}` })
    .first()
    .click();
  await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 60_000 });
}

/**
 * withProxy, its pages naming a local map style server (`heavyTiles`: see StyleServer) as MAP_STYLE_URL, or with
 * `archiveAround` a PMTiles archive of that server's tiles over the box.
 */
export async function withMapServer(
  options: ConstructorParameters<typeof StyleServer>[0],
  use: (proxy: SiteProxy, tiles: StyleServer) => Promise<void>,
): Promise<void> {
  const tiles = new StyleServer(options);
  await tiles.open();
  try {
    await withProxy(async (proxy) => {
      proxy.useMapStyle(MAP_STYLE_URL, options?.archiveAround ? tiles.archiveStyleUrl : tiles.styleUrl);
      await use(proxy, tiles);
    });
  } finally {
    await tiles.cut();
  }
}

export const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

/**
 * The offline specs' test: `notedGuide()` makes a guide (above) by a fresh author of the test's own, and the
 * author's guides are deleted afterwards, so they never push the seeded guides off Home's first page.
 */
export const test = base.extend<{ notedGuide: () => Promise<GuideDetail> }>({
  notedGuide: async ({ request }, use) => {
    const author = newUser();
    let signedUp = false;
    await use(async () => {
      if (!signedUp) await createAccount(request, author);
      signedUp = true;
      return notedGuide(request);
    });
    if (signedUp) await deleteGuidesOf(request, author.username);
  },
});
