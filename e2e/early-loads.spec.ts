import type { Page, Response } from "@playwright/test";
import { getDemoGuide } from "./support/api";
import { expect, test } from "./support/fixtures";

/** The scripts the page's HTML names (the entry, its module preloads and the screen's), and its image preloads. */
async function namedInHead(response: Response | null) {
  if (!response) throw new Error("No answer to the page's request");
  const html = await response.text();
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1] ?? "";
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0]);
  return {
    scripts: new Set([
      ...tags(/<script type="module"[^>]*>/g).map((tag) => attribute(tag, "src")),
      ...tags(/<link rel="modulepreload"[^>]*>/g).map((tag) => attribute(tag, "href")),
    ]),
    images: tags(/<link rel="preload" as="image"[^>]*>/g).map((tag) => attribute(tag, "href")),
  };
}

/**
 * Paths of the scripts the page loads from now on, but for the toast area's (Sonner), which every page loads
 * once it has painted, by design (src/web/lib/toast.ts).
 */
function scriptsLoaded(page: Page): () => Promise<string[]> {
  const loaded: Promise<string | null>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const path = new URL(response.url()).pathname;
    loaded.push(response.text().then((text) => (text.includes("data-sonner-toaster") ? null : path)));
  });
  return async () => (await Promise.all(loaded)).filter((path) => path !== null);
}

const pathOf = (url: string) => new URL(url, "http://localhost").pathname;

/**
 * Who fetched `path`, by the page's resource timing: ["link"] when the head's preload fetched it and the app's
 * own request took that answer; a "fetch" entry would be a request of the app's own.
 */
const fetchersOf = (page: Page, path: string) =>
  page.evaluate(
    (url) =>
      performance.getEntriesByName(url).map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    new URL(path, page.url()).href,
  );

// On a phone, where maps start as a preview: on a laptop the live map's chunk loads with the page by design.
test.describe("a page opened from a link names in its head what its first screen loads", {
  tag: "@mobile-only",
}, () => {
  test("a guide: every script of its first screen, its read and its cover", async ({ page, request }) => {
    const guide = await getDemoGuide(request);
    const requested = scriptsLoaded(page);
    const named = await namedInHead(await page.goto(`/guide/new-york/${guide.id}`));
    const cover = page.getByRole("img", { name: `Cover of ${guide.name}` });
    await expect(cover).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
    expect(await fetchersOf(page, `/api/guides/${guide.id}`)).toEqual(["link"]);
    expect((await requested()).filter((path) => !named.scripts.has(path))).toEqual([]);
    expect(named.images.map(pathOf)).toEqual([
      pathOf(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)),
    ]);
  });

  test("a place: every script of its first screen, its read and its first picture", async ({
    page,
    request,
  }) => {
    const guide = await getDemoGuide(request);
    const place = guide.places.cafesBrunch[0];
    if (!place) throw new Error(`${guide.name} has no café`);
    const requested = scriptsLoaded(page);
    const named = await namedInHead(await page.goto(`/place/${place.id}`));
    const first = page.getByRole("img", { name: new RegExp(`^${place.name}, picture 1 of`) });
    await expect(first).toBeVisible();
    expect(await fetchersOf(page, `/api/places/${place.id}`)).toEqual(["link"]);
    expect((await requested()).filter((path) => !named.scripts.has(path))).toEqual([]);
    expect(named.images.map(pathOf)).toEqual([
      pathOf(await first.evaluate((img: HTMLImageElement) => img.currentSrc)),
    ]);
  });

  test("a city: every script of its first screen", async ({ page }) => {
    const requested = scriptsLoaded(page);
    const named = await namedInHead(await page.goto("/city/new-york"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /New York by Maya/ }).first()).toBeVisible();
    expect((await requested()).filter((path) => !named.scripts.has(path))).toEqual([]);
  });
});
