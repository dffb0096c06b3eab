import { CATEGORIES } from "../src/shared/categories";
import { citySlug } from "../src/shared/cities";
import { PLACEHOLDER_IMAGE_URL } from "../src/shared/media";
import { findPlaceWithImages, getDemoGuide } from "./support/api";
import { expect, FAILED_RESOURCE, MESSAGES, test, toaster } from "./support/fixtures";
import { openInApp } from "./support/in-app";
import { apiPath, failRequests } from "./support/network";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

test("shows the place's pictures, name, category, tag and address", async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  const place = await findPlaceWithImages(request, guide, 2);
  const total = place.images.length;
  await page.goto(`/place/${place.id}`);

  await expect(page.getByRole("heading", { level: 1, name: place.name })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText(CATEGORIES[place.category].placeLabel, { exact: true })).toBeVisible();
  if (place.tag) await expect(main.getByText(place.tag, { exact: true })).toBeVisible();
  if (!place.address || !place.googleMapsLink) throw new Error("Demo places have an address and a maps link");
  await expect(main.getByRole("link", { name: place.address })).toHaveAttribute("href", place.googleMapsLink);
  const details = main.getByRole("link", { name: MESSAGES.place.seeDetails });
  await expect(details).toHaveAttribute("href", place.googleMapsLink);
  await expect(details).toHaveAttribute("target", "_blank");

  const carousel = page.getByRole("region", { name: `Pictures of ${place.name}` });
  await expect(carousel.getByText(`1 / ${total}`)).toBeVisible();
  await carousel.getByRole("button", { name: "Next picture" }).click();
  await expect(carousel.getByText(`2 / ${total}`)).toBeVisible();
  await carousel.getByRole("button", { name: "Previous picture" }).click();
  await expect(carousel.getByText(`1 / ${total}`)).toBeVisible();
  await carousel.getByRole("button", { name: "Previous picture" }).click();
  await expect(carousel.getByText(`${total} / ${total}`)).toBeVisible();
});

test("Directions lead the page on its first screen, beside Share and Bookmark; two columns on a laptop", async ({
  page,
  request,
}, testInfo) => {
  const guide = await getDemoGuide(request);
  const place = await findPlaceWithImages(request, guide, 2);
  await page.goto(`/place/${place.id}`);
  const main = page.getByRole("main");
  const directions = main.getByRole("link", { name: MESSAGES.map.directions });
  await expect(directions).toBeInViewport({ ratio: 1 });
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const box = await directions.boundingBox();
  // Whole, above a phone's bottom navigation.
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height - 56);
  const share = await main.getByRole("button", { name: "Share" }).boundingBox();
  const bookmark = await main.getByRole("button", { name: `Bookmark ${place.name}` }).boundingBox();
  // One row of actions: Directions first.
  for (const other of [share, bookmark]) {
    expect(
      Math.abs((other?.y ?? 0) + (other?.height ?? 0) / 2 - ((box?.y ?? 0) + (box?.height ?? 0) / 2)),
    ).toBeLessThan(4);
    expect(other?.x ?? 0).toBeGreaterThan(box?.x ?? 0);
  }
  const photos = await main
    .getByRole("img", { name: new RegExp(place.name) })
    .first()
    .boundingBox();
  const title = await main.getByRole("heading", { level: 1, name: place.name }).boundingBox();
  if (testInfo.project.name === "desktop") {
    // Photos on the left, the name and details on the right, side by side.
    expect(title?.x ?? 0).toBeGreaterThan((photos?.x ?? 0) + (photos?.width ?? 0));
    expect(Math.abs((title?.y ?? 0) - (photos?.y ?? 0))).toBeLessThan(40);
  } else {
    expect(title?.y ?? 0).toBeGreaterThan((photos?.y ?? 0) + (photos?.height ?? 0));
  }
});

test("Back returns to the page the place was opened from", async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  const [place] = guide.places.cafesBrunch;
  if (!place) throw new Error(`${guide.name} has no café`);
  await page.goto(`/guide/new-york/${guide.id}`);
  await page.getByRole("link", { name: place.name }).click();
  // The guide it was opened from rides along, for a Back drawn before the app runs (decision 036).
  await expect(page).toHaveURL(
    `/place/${place.id}?from=${encodeURIComponent(`/guide/new-york/${guide.id}`)}`,
  );
  await expect(page.getByRole("heading", { level: 1, name: place.name })).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(`/guide/new-york/${guide.id}`);
});

test("from a pasted link, Back goes to the place's city and then the guide's Back to the city too", {
  tag: "@desktop-only",
}, async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  const [place] = guide.places.cafesBrunch;
  if (!place) throw new Error(`${guide.name} has no café`);
  await page.goto(`/place/${place.id}`);
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(`/city/${citySlug(place.cityName)}`);

  await page.goto(`/guide/${guide.citySlug}/${guide.id}`);
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(`/city/${guide.citySlug}`);
});

test("the guide page's Back returns to where the guide was opened from", { tag: "@desktop-only" }, async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: guide.name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL("/");
});

test.describe("errors", { tag: "@desktop-only" }, () => {
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("a picture that fails to load is replaced by the placeholder", async ({ page, request }) => {
    const guide = await getDemoGuide(request);
    const place = await findPlaceWithImages(request, guide, 1);
    await page.route("**/media/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`/place/${place.id}`);
    const first = page.getByRole("img", { name: `${place.name}, picture 1 of ${place.images.length}` });
    await expect(first).toHaveAttribute("src", PLACEHOLDER_IMAGE_URL);
  });

  test("an unknown place says 'Place not found' and leads Home", async ({ page }) => {
    await page.goto(`/place/${UNKNOWN_ID}`);
    await expect(toaster(page).getByText(MESSAGES.place.notFound, { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/");
  });

  test("a failed load says 'Error loading place details' and leads Home", async ({ page, request }) => {
    const guide = await getDemoGuide(request);
    const place = await findPlaceWithImages(request, guide, 1);
    await failRequests(page, apiPath(`/places/${place.id}`));
    await openInApp(page, `/place/${place.id}`);
    await expect(toaster(page).getByText(MESSAGES.place.loadError, { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/");
  });
});
