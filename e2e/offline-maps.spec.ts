import { MESSAGES, OFFLINE_MESSAGES } from "../src/shared/messages";
import { expect, FAILED_RESOURCE, toaster } from "./support/fixtures";
import { startMap } from "./support/maps";
import { guidePath, openControlled, places, test, withMapServer } from "./support/offline";

// docs/decisions/033: a kept guide keeps its map's style and tiles, and its maps draw from them offline.
test.use({ serviceWorkers: "allow", allowedConsoleErrors: [FAILED_RESOURCE] });

test("@desktop-only a kept guide's map and its places' maps draw from kept tiles with the site and the map server gone", async ({
  page,
  notedGuide,
}) => {
  test.slow();
  const guide = await notedGuide();
  const [place] = places(guide).filter((candidate) => candidate.lat !== null);
  if (!place) throw new Error("no place of the guide has a location");
  await withMapServer({}, async (proxy, tiles) => {
    await openControlled(page, `${proxy.url}${guidePath(guide)}`);
    await expect(await startMap(page)).toHaveAttribute("data-basemap", "style");
    await page.getByRole("button", { name: OFFLINE_MESSAGES.keep }).click();
    await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 60_000 });
    const keptTiles = await page.evaluate(async () => {
      const cache = await caches.open("cityguides-kept-v1");
      return (await cache.keys()).filter((request) => /\/tiles\/1[0-6]\//.test(request.url)).length;
    });
    expect(keptTiles, "tiles from zoom 10 to 16").toBeGreaterThan(20);

    await tiles.cut();
    await proxy.cut();
    await page.reload();
    await expect(await startMap(page)).toHaveAttribute("data-basemap", "style");
    await expect(page.getByText(MESSAGES.map.tilesUnavailable)).toBeHidden();
    await page.goto(`${proxy.url}/place/${place.id}`);
    await expect(await startMap(page, { behindPreview: true })).toHaveAttribute("data-basemap", "style");
    await expect(page.getByText(MESSAGES.map.tilesUnavailable)).toBeHidden();
  });
});

test("@desktop-only a map above 10 MB says its size first, and 'Not now' keeps the guide without the rest of it", async ({
  page,
  notedGuide,
}) => {
  test.slow();
  const guide = await notedGuide();
  await withMapServer({ heavyTiles: true }, async (proxy, tiles) => {
    await openControlled(page, `${proxy.url}${guidePath(guide)}`);
    await page.getByRole("button", { name: OFFLINE_MESSAGES.keep }).click();
    const question = toaster(page).getByText(
      /^The map of “.+” takes about \d+(\.\d)? MB\. Keep it for offline use\?$/,
    );
    await expect(question).toBeVisible({ timeout: 60_000 });
    expect(await question.textContent()).toContain(guide.name);
    const servedBeforeAnswer = tiles.tilesServed;
    await toaster(page).getByRole("button", { name: OFFLINE_MESSAGES.skipMap }).click();
    await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 60_000 });
    expect(tiles.tilesServed, "no tiles after 'Not now' but those the map on screen asked for").toBeLessThan(
      servedBeforeAnswer + 40,
    );
  });
});

test("@desktop-only a PMTiles archive as MAP_STYLE_URL draws the maps online, and a kept guide's from kept ranges offline", async ({
  page,
  notedGuide,
}) => {
  test.slow();
  const guide = await notedGuide();
  const located = places(guide).filter((candidate) => candidate.lat !== null && candidate.lng !== null);
  const [place] = located;
  if (!place) throw new Error("no place of the guide has a location");
  const lats = located.map((candidate) => candidate.lat ?? 0);
  const lngs = located.map((candidate) => candidate.lng ?? 0);
  const margin = 0.02;
  const archiveAround = {
    west: Math.min(...lngs) - margin,
    south: Math.min(...lats) - margin,
    east: Math.max(...lngs) + margin,
    north: Math.max(...lats) + margin,
  };
  await withMapServer({ archiveAround }, async (proxy, archive) => {
    await openControlled(page, `${proxy.url}${guidePath(guide)}`);
    await expect(await startMap(page)).toHaveAttribute("data-basemap", "style");
    expect(archive.rangesServed, "the map read the archive by ranges").toBeGreaterThan(1);
    await page.getByRole("button", { name: OFFLINE_MESSAGES.keep }).click();
    await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 60_000 });
    const keptRanges = await page.evaluate(async () => {
      const cache = await caches.open("cityguides-kept-v1");
      return (await cache.keys()).filter((request) => request.url.includes("cityguides-range=")).length;
    });
    expect(keptRanges, "the header, the directory and tiles from zoom 10 to 16").toBeGreaterThan(20);

    await archive.cut();
    await proxy.cut();
    await page.reload();
    await expect(await startMap(page)).toHaveAttribute("data-basemap", "style");
    await page.goto(`${proxy.url}/place/${place.id}`);
    await expect(await startMap(page, { behindPreview: true })).toHaveAttribute("data-basemap", "style");
  });
});
