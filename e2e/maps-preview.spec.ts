import type { Locator, Page } from "@playwright/test";
import { CATEGORIES } from "../src/shared/categories";
import { getDemoGuide } from "./support/api";
import { expect, MESSAGES, test } from "./support/fixtures";
import {
  expectRenderedPlaces,
  guidePlaces,
  locatedPlaces,
  MAP_CHUNK,
  mapPreview,
  pinPosition,
  placesMap,
  previewPlaces,
} from "./support/maps";

/** The MapLibre chunks the page has asked for so far. */
function mapChunkRequests(page: Page) {
  const requested: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (MAP_CHUNK.test(path)) requested.push(path);
  });
  return requested;
}

/** Where each lone pin of the preview stands, from the top left corner of the preview, by place id. */
async function lonePins(preview: Locator) {
  const box = await preview.boundingBox();
  if (!box) throw new Error("The preview is not on screen");
  const pins = new Map<string, { x: number; y: number }>();
  for (const pin of await preview.locator("[data-place]").all()) {
    const pinBox = await pin.boundingBox();
    const id = await pin.getAttribute("data-place");
    if (pinBox && id)
      pins.set(id, { x: pinBox.x + pinBox.width / 2 - box.x, y: pinBox.y + pinBox.height / 2 - box.y });
  }
  return pins;
}

test.describe("on a phone the map starts as a preview", { tag: "@mobile-only" }, () => {
  test("no map code loads until the preview is tapped; its pins follow the legend", async ({
    page,
    request,
  }) => {
    const requested = mapChunkRequests(page);
    const guide = await getDemoGuide(request);
    const located = locatedPlaces(guidePlaces(guide));
    const cafes = located.filter((place) => place.category === "cafesBrunch").length;
    await page.goto(`/guide/new-york/${guide.id}`);

    const preview = mapPreview(page);
    await expect(preview).toBeVisible();
    expect(await previewPlaces(preview)).toBe(located.length);
    await expect(preview).toContainText(MESSAGES.map.explore);
    const legend = page.getByRole("group", { name: MESSAGES.map.legend });
    await legend.getByRole("button", { name: new RegExp(CATEGORIES.cafesBrunch.title) }).click();
    await expect.poll(() => previewPlaces(preview)).toBe(located.length - cafes);
    await expect(page.getByText(MESSAGES.map.placesOnMap(located.length - cafes))).toBeVisible();
    expect(requested).toEqual([]);
    await expect(placesMap(page)).toHaveCount(0);

    await preview.tap();
    await expectRenderedPlaces(placesMap(page), located.length - cafes);
    await expect(preview).toHaveCount(0);
    expect(requested).toHaveLength(1);
  });

  test("the keyboard reaches the preview and starts the map, with every pin where the preview drew it", async ({
    page,
    request,
  }) => {
    const guide = await getDemoGuide(request);
    const lunch = locatedPlaces(guide.places.lunchDinner);
    await page.goto(`/guide/new-york/${guide.id}/category/lunch`);
    const preview = mapPreview(page);
    await expect(preview).toBeVisible();
    const drawn = await lonePins(preview);
    expect([...drawn.keys()].sort(), "each lunch place has a pin of its own").toEqual(
      lunch.map((place) => place.id).sort(),
    );

    await page.getByRole("link", { name: MESSAGES.category.backToGuide }).focus();
    await page.keyboard.press("Tab");
    await expect(preview).toBeFocused();
    await page.keyboard.press("Enter");
    const map = placesMap(page);
    await expectRenderedPlaces(map, lunch.length);
    const canvas = map.locator("canvas");
    await expect(canvas, "the keyboard goes on to the map it started").toBeFocused();

    const box = await map.boundingBox();
    if (!box) throw new Error("The map is not on screen");
    for (const place of lunch) {
      const live = await pinPosition(map, place);
      const pin = drawn.get(place.id);
      expect(Math.abs(live.x - box.x - (pin?.x ?? 0)), `${place.name} across`).toBeLessThan(2);
      expect(Math.abs(live.y - box.y - (pin?.y ?? 0)), `${place.name} down`).toBeLessThan(2);
    }
    const view = await map.getAttribute("data-view");
    await page.keyboard.press("ArrowRight");
    await expect(map).not.toHaveAttribute("data-view", view ?? "");
  });

  test("a place's preview shows its pin, and Space starts its map", async ({ page, request }) => {
    const guide = await getDemoGuide(request);
    const [place] = locatedPlaces(guide.places.cafesBrunch);
    if (!place) throw new Error(`${guide.name} has no café with coordinates`);
    await page.goto(`/place/${place.id}`);
    const preview = mapPreview(page);
    await expect(preview.locator(`[data-place="${place.id}"]`)).toBeVisible();
    expect(await previewPlaces(preview)).toBe(1);

    await preview.focus();
    await page.keyboard.press("Space");
    await expectRenderedPlaces(placesMap(page), 1);
  });
});

test("on a wide screen the guide's live map starts at the first input, not before", {
  tag: "@desktop-only",
}, async ({ page, request }) => {
  const requested = mapChunkRequests(page);
  const guide = await getDemoGuide(request);
  await page.goto(`/guide/new-york/${guide.id}`);
  await expect(mapPreview(page)).toBeVisible();
  // Time for the app to take over: MapLibre would have been asked for by now if the page started it.
  await page.waitForLoadState("networkidle");
  expect(requested, "no map code before the visitor does anything").toHaveLength(0);
  await page.keyboard.press("Shift");
  await expectRenderedPlaces(placesMap(page), locatedPlaces(guidePlaces(guide)).length);
  await expect(mapPreview(page)).toHaveCount(0);
  expect(requested).toHaveLength(1);
});
