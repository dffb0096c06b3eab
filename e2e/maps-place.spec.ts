import AxeBuilder from "@axe-core/playwright";
import { CATEGORIES } from "../src/shared/categories";
import { getDemoGuide, getPlace } from "./support/api";
import { expect, MESSAGES, test } from "./support/fixtures";
import {
  expectRenderedPlaces,
  locatedPlaces,
  MAP_CHUNK,
  mapPreview,
  placesMap,
  startMap,
} from "./support/maps";

test("a place shows its pin, Directions to its coordinates and its address", async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  const [summary] = locatedPlaces(guide.places.placesToVisit);
  if (!summary) throw new Error(`${guide.name} has no place to visit with coordinates`);
  const place = await getPlace(request, summary.id);
  await page.goto(`/place/${place.id}`);

  await expectRenderedPlaces(await startMap(page, { behindPreview: true }), 1);
  const directions = page.getByRole("link", { name: MESSAGES.map.directions });
  await expect(directions).toHaveAttribute(
    "href",
    `https://www.google.com/maps/dir/?api=1&destination=${place.lat},${place.lng}`,
  );
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: place.address ?? "" })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
  ).toEqual([]);
});

test("Directions open Apple Maps on an iPhone", { tag: "@mobile-only" }, async ({ browser, request }) => {
  const guide = await getDemoGuide(request);
  const [place] = locatedPlaces(guide.places.cafesBrunch);
  if (!place) throw new Error(`${guide.name} has no café with coordinates`);
  const context = await browser.newContext({
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`/place/${place.id}`);
  await expect(page.getByRole("link", { name: MESSAGES.map.directions })).toHaveAttribute(
    "href",
    `https://maps.apple.com/?daddr=${place.lat},${place.lng}`,
  );
  await context.close();
});

test("a category's map shows that category's places", async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  const located = locatedPlaces(guide.places.lunchDinner);
  await page.goto(`/guide/new-york/${guide.id}/category/lunch`);
  await expect(page.getByRole("heading", { level: 1, name: CATEGORIES.lunchDinner.title })).toBeVisible();
  await expectRenderedPlaces(await startMap(page), located.length);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
  ).toEqual([]);
});

test("Home loads no map code; a guide loads it", { tag: "@desktop-only" }, async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  expect(scripts.filter((path) => MAP_CHUNK.test(path))).toEqual([]);

  const guide = await getDemoGuide(request);
  await page.goto(`/guide/new-york/${guide.id}`);
  await expectRenderedPlaces(await startMap(page), locatedPlaces(Object.values(guide.places).flat()).length);
  expect(scripts.filter((path) => MAP_CHUNK.test(path))).toHaveLength(1);
});

test("a place's map code waits for the pointer on a wide screen", { tag: "@desktop-only" }, async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const guide = await getDemoGuide(request);
  const [place] = locatedPlaces(guide.places.placesToVisit);
  if (!place) throw new Error(`${guide.name} has no place to visit with coordinates`);
  await page.goto(`/place/${place.id}`);
  await expect(page.getByRole("heading", { level: 1, name: place.name })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((path) => MAP_CHUNK.test(path))).toEqual([]);

  await mapPreview(page).hover();
  await expectRenderedPlaces(placesMap(page), 1);
  expect(scripts.filter((path) => MAP_CHUNK.test(path))).toHaveLength(1);
});

test("without WebGL the map says it cannot show, and the list stays", { tag: "@desktop-only" }, async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      return kind.startsWith("webgl") ? null : getContext.call(this, kind as "2d", ...(rest as []));
    } as typeof getContext;
  });
  const guide = await getDemoGuide(request);
  const [cafe] = guide.places.cafesBrunch;
  await page.goto(`/guide/new-york/${guide.id}`);
  await expect(await startMap(page)).toHaveAttribute("data-basemap", "unavailable");
  await expect(page.getByRole("status").filter({ hasText: MESSAGES.map.unavailable })).toBeVisible();
  await expect(page.getByRole("link", { name: cafe?.name ?? "" }).first()).toBeVisible();
});
