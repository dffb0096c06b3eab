import AxeBuilder from "@axe-core/playwright";
import { CATEGORIES, CATEGORY_KEYS } from "../src/shared/categories";
import type { GuideDetail } from "../src/shared/schemas";
import { BASEMAP_COLOURS } from "../src/web/components/maps/map-look";
import { getDemoGuide } from "./support/api";
import { expect, MESSAGES, test } from "./support/fixtures";
import { openInApp } from "./support/in-app";
import {
  expectRenderedPlaces,
  guidePlaces,
  locatedPlaces,
  loneliestPlace,
  mapPreview,
  placesMap,
  shareOfColour,
  startMap,
} from "./support/maps";
import { MAP_STYLE_URL } from "./support/servers";

const guidePath = (guide: GuideDetail) => `/guide/new-york/${guide.id}`;

test.describe("the guide's map", { tag: "@desktop-only" }, () => {
  test("a row lights its pin when pointed at or focused, and a pin lights its row", async ({
    page,
    request,
  }) => {
    const guide = await getDemoGuide(request);
    await page.goto(guidePath(guide));
    const map = await startMap(page);
    await expectRenderedPlaces(map, locatedPlaces(guidePlaces(guide)).length);
    const [cafe, second] = locatedPlaces(guide.places.cafesBrunch);
    if (!cafe || !second) throw new Error(`${guide.name} has too few located cafés`);
    const row = (name: string) =>
      page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(name) })
        .first();

    await row(cafe.name).hover();
    await expect(map).toHaveAttribute("data-highlighted-place", cafe.id);
    await page.mouse.move(0, 0);
    await expect(map).not.toHaveAttribute("data-highlighted-place");
    await row(second.name).focus();
    await expect(map).toHaveAttribute("data-highlighted-place", second.id);
    await row(second.name).blur();
    await expect(map).not.toHaveAttribute("data-highlighted-place");

    // A pin chosen on the map: its row, among the places the page lists, lights up.
    const listed = CATEGORY_KEYS.flatMap((key) => locatedPlaces(guide.places[key].slice(0, 3)));
    const { place, position, distance } = await loneliestPlace(map, listed);
    expect(distance, "the chosen pin stands alone").toBeGreaterThan(40);
    await page.mouse.click(position.x, position.y);
    await expect(map).toHaveAttribute("data-highlighted-place", place.id);
    const lit = page.locator("main a[data-highlighted]");
    await expect(lit).toHaveCount(1);
    await expect(lit).toContainText(place.name);
    await expect(lit).toBeInViewport();
  });

  test("shows one pin or cluster per place on the built-in basemap when the style cannot be reached", async ({
    page,
    request,
  }) => {
    const guide = await getDemoGuide(request);
    const located = locatedPlaces(guidePlaces(guide));
    expect(located.length, "demo places have coordinates").toBeGreaterThan(10);
    await page.goto(guidePath(guide));

    const map = await startMap(page);
    await expectRenderedPlaces(map, located.length);
    await expect(map).toHaveAttribute("data-basemap", "fallback");
    await expect(page.getByRole("status").filter({ hasText: MESSAGES.map.tilesUnavailable })).toBeVisible();
    // Natural Earth's land and the sea around Manhattan are both drawn: the map is not blank.
    await expect
      .poll(() => shareOfColour(map, BASEMAP_COLOURS.land), { timeout: 20_000 })
      .toBeGreaterThan(0.1);
    expect(await shareOfColour(map, BASEMAP_COLOURS.water)).toBeGreaterThan(0.1);
    // Keyboard: the map is labelled, focusable, and the arrow keys pan it.
    const canvas = page.getByRole("region", { name: MESSAGES.map.label(guide.name) }).locator("canvas");
    await expect(canvas).toHaveAttribute(
      "aria-label",
      MESSAGES.map.canvasLabel(MESSAGES.map.label(guide.name)),
    );
    await canvas.focus();
    const view = await map.getAttribute("data-view");
    await page.keyboard.press("ArrowRight");
    await expect(map).not.toHaveAttribute("data-view", view ?? "");
  });

  test("the legend hides and shows a category's pins", async ({ page, request }) => {
    const guide = await getDemoGuide(request);
    const located = locatedPlaces(guidePlaces(guide));
    const cafes = located.filter((place) => place.category === "cafesBrunch").length;
    await page.goto(guidePath(guide));
    const map = await startMap(page);
    await expectRenderedPlaces(map, located.length);

    const legend = page.getByRole("group", { name: MESSAGES.map.legend });
    const cafesSwitch = legend.getByRole("button", { name: new RegExp(CATEGORIES.cafesBrunch.title) });
    await expect(cafesSwitch).toHaveAttribute("aria-pressed", "true");
    await cafesSwitch.click();
    await expect(cafesSwitch).toHaveAttribute("aria-pressed", "false");
    await expectRenderedPlaces(map, located.length - cafes);
    await expect(page.getByText(MESSAGES.map.placesOnMap(located.length - cafes))).toBeVisible();
    await cafesSwitch.click();
    await expectRenderedPlaces(map, located.length);
  });

  test("a pin opens a card that leads to its place page", async ({ page, request }) => {
    const guide = await getDemoGuide(request);
    const located = locatedPlaces(guidePlaces(guide));
    await page.goto(guidePath(guide));
    const map = await startMap(page);
    await expectRenderedPlaces(map, located.length);

    const { place, position, distance } = await loneliestPlace(map, located);
    expect(distance, "the chosen pin stands alone").toBeGreaterThan(40);
    await page.mouse.click(position.x, position.y);
    const card = page.getByRole("region", { name: MESSAGES.map.label(guide.name) }).getByRole("link", {
      name: place.name,
    });
    await expect(card).toBeVisible();
    if (place.tag) await expect(card).toContainText(place.tag);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/place/${place.id}\\?from=%2Fguide%2F`));
    await expect(page.getByRole("heading", { level: 1, name: place.name })).toBeVisible();
  });

  test("loads the owner's style when it answers", async ({ page, request }) => {
    const background = "#3a5f8c";
    await page.route(MAP_STYLE_URL, (route) =>
      route.fulfill({
        json: {
          version: 8,
          sources: {},
          layers: [{ id: "test-background", type: "background", paint: { "background-color": background } }],
        },
      }),
    );
    const guide = await getDemoGuide(request);
    await page.goto(guidePath(guide));
    const map = await startMap(page);
    await expectRenderedPlaces(map, locatedPlaces(guidePlaces(guide)).length);
    await expect(map).toHaveAttribute("data-basemap", "style");
    await expect(page.getByText(MESSAGES.map.tilesUnavailable)).toHaveCount(0);
    expect(await shareOfColour(map, background)).toBeGreaterThan(0.5);
  });

  test("leaves places without coordinates off, and shows no map when none has them", async ({
    page,
    request,
  }) => {
    const guide = await getDemoGuide(request);
    const places = guidePlaces(guide);
    const [unlocated] = places;
    let strip = (id: string) => id === unlocated?.id;
    await page.route(`**/api/guides/${guide.id}`, async (route) => {
      const body = (await (await route.fetch()).json()) as GuideDetail;
      for (const place of Object.values(body.places).flat()) {
        if (strip(place.id)) Object.assign(place, { lat: null, lng: null });
      }
      await route.fulfill({ json: body });
    });
    await openInApp(page, guidePath(guide));
    await expectRenderedPlaces(await startMap(page), places.length - 1);
    await expect(page.getByText(MESSAGES.map.placesOnMap(places.length - 1))).toBeVisible();

    strip = () => true;
    await openInApp(page, guidePath(guide));
    await expect(page.getByRole("link", { name: unlocated?.name ?? "" }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: MESSAGES.map.label(guide.name) })).toHaveCount(0);
  });

  test("the guide page with its map has no accessibility violations that axe can find", async ({
    page,
    request,
  }) => {
    const guide = await getDemoGuide(request);
    await page.goto(guidePath(guide));
    await expectRenderedPlaces(await startMap(page), locatedPlaces(guidePlaces(guide)).length);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
    ).toEqual([]);
  });
});

test("on a phone the map follows the list, small, and 'Expand map' starts it larger, fitted to every place", {
  tag: "@mobile-only",
}, async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  await page.goto(guidePath(guide));
  const small = (await mapPreview(page).boundingBox())?.height ?? 0;
  expect(small).toBeGreaterThan(100);
  await page.getByRole("button", { name: MESSAGES.map.expand }).click();
  await expect(page.getByRole("button", { name: MESSAGES.map.shrink })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const map = placesMap(page);
  await expectRenderedPlaces(map, locatedPlaces(guidePlaces(guide)).length);
  await expect.poll(async () => (await map.boundingBox())?.height ?? 0).toBeGreaterThan(small * 2);
  await expect(mapPreview(page)).toHaveCount(0);
  // Shrunk again, it stays the live map.
  await page.getByRole("button", { name: MESSAGES.map.shrink }).click();
  await expect.poll(async () => (await map.boundingBox())?.height ?? 0).toBeLessThan(small + 1);
  await expect(map).toBeVisible();
  // Fitted again to the smaller box: every place is still drawn.
  await expectRenderedPlaces(map, locatedPlaces(guidePlaces(guide)).length);
});
