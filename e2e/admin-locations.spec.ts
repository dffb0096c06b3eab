import type { APIRequestContext, Page } from "@playwright/test";
import { uniqueSuffix } from "../src/server/seed/factories";
import { CATEGORIES } from "../src/shared/categories";
import { distanceKm } from "../src/shared/geo";
import { MAX_PLACE_DISTANCE_FROM_CITY_KM } from "../src/shared/limits";
import { CATALOGUE_MESSAGES as M } from "../src/shared/messages";
import type { PlacePage } from "../src/shared/schemas";
import { adminPanel, createPlace, openAdminTab, signInAsAdmin } from "./support/admin";
import { getCities, getPlace } from "./support/api";
import { expect, FAILED_RESOURCE, pngFile, test, toaster } from "./support/fixtures";
import { PLACE_WITHOUT_LOCATION, serverUrl } from "./support/servers";

// docs/product.md §5 Location rules, as the admin meets them; the admin server's places are this spec's own.
test.use({ baseURL: serverUrl("admin") });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page, "admin");
});

const field = (page: Page, label: string) => adminPanel(page).getByLabel(label, { exact: true });
const SAGRADA_FAMILIA_LINK =
  "https://www.google.com/maps/place/Bas%C3%ADlica+de+la+Sagrada+Fam%C3%ADlia/@41.4034789,2.1718159,17z/data=!3m1!4b1!4m6!3m5!1s0x12a4a2dcd83dfb93:0x9bd8aac21a9a2a3c!8m2!3d41.4036299!4d2.1743558!16zL20vMGc2bjM";

async function placeNamed(request: APIRequestContext, name: string) {
  const response = await request.get(`/api/places?q=${encodeURIComponent(name)}`);
  const [place] = ((await response.json()) as PlacePage).items;
  if (!place) throw new Error(`${name} is not listed`);
  return getPlace(request, place.id);
}

async function fillPlace(page: Page, name: string, city: string) {
  await field(page, "Name").fill(name);
  await field(page, "Category").selectOption({ label: CATEGORIES.placesToVisit.placeLabel });
  await field(page, "Tag").fill("Basilica");
  await field(page, "Address").fill("Carrer de Mallorca 401, Barcelona");
  await field(page, "City").selectOption({ label: city });
}

test("a pasted Google Maps link fills the location, and the saved place has it", async ({
  page,
}, testInfo) => {
  const name = `Basilica ${uniqueSuffix()}`;
  await openAdminTab(page, "Create Place");
  await fillPlace(page, name, "Barcelona");

  await field(page, "Paste a map link").fill(
    "https://www.google.com/maps/search/?api=1&query=Sagrada+Familia",
  );
  await expect(field(page, "Paste a map link")).toHaveAccessibleDescription(M.mapLinkUnreadable);
  await field(page, "Paste a map link").fill(SAGRADA_FAMILIA_LINK);
  await expect(field(page, "Paste a map link")).not.toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Latitude")).toHaveValue("41.40363");
  await expect(field(page, "Longitude")).toHaveValue("2.174356");

  await adminPanel(page)
    .getByLabel("Add image")
    .setInputFiles(await pngFile(testInfo, "basilica", 200));
  await adminPanel(page).getByRole("button", { name: "Create Place" }).click();
  await expect(toaster(page).getByText(M.placeCreated, { exact: true })).toBeVisible();
  await expect(field(page, "Latitude")).toHaveValue("");
  await expect(field(page, "Paste a map link")).toHaveValue("");

  expect(await placeNamed(page.request, name)).toMatchObject({ lat: 41.40363, lng: 2.174356 });
});

test.describe("a place far from its city's centre", () => {
  // Chromium logs the 400 answer.
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("is refused next to the location fields, naming the distance limit", async ({ page }, testInfo) => {
    const barcelona = (await getCities(page.request)).find((city) => city.value === "barcelona");
    const eiffel = { lat: 48.85837, lng: 2.29448 };
    const km = Math.round(distanceKm(eiffel, { lat: barcelona?.lat ?? 0, lng: barcelona?.lng ?? 0 }));
    await openAdminTab(page, "Create Place");
    await fillPlace(page, `Misplaced ${uniqueSuffix()}`, "Barcelona");
    await field(page, "Paste a map link").fill(`${eiffel.lat}, ${eiffel.lng}`);
    await adminPanel(page)
      .getByLabel("Add image")
      .setInputFiles(await pngFile(testInfo, "far", 120));
    await adminPanel(page).getByRole("button", { name: "Create Place" }).click();
    const message = M.placeTooFarFromCity(km, "Barcelona", MAX_PLACE_DISTANCE_FROM_CITY_KM);
    await expect(field(page, "Latitude")).toHaveAccessibleDescription(message);
    await expect(toaster(page).getByText(M.placeCreateFailed, { exact: true })).toBeVisible();
  });
});

test("the places list flags places without a location and can show only those", async ({ page }) => {
  const barcelona = (await getCities(page.request)).find((city) => city.value === "barcelona");
  if (!barcelona) throw new Error("Barcelona is not seeded");
  const placed = `Pinned ${uniqueSuffix()}`;
  await createPlace(page.request, { name: placed, category: "cafesBrunch", city: barcelona });

  await openAdminTab(page, "Places List");
  await adminPanel(page).getByLabel("City").selectOption({ label: barcelona.name });
  const rows = adminPanel(page).getByRole("listitem");
  await expect(rows.filter({ hasText: PLACE_WITHOUT_LOCATION.name })).toContainText(M.noLocation);
  await expect(rows.filter({ hasText: placed })).not.toContainText(M.noLocation);

  await adminPanel(page).getByLabel("Location", { exact: true }).selectOption({ label: M.noLocation });
  await expect(rows.filter({ hasText: placed })).toHaveCount(0);
  await expect(rows.filter({ hasText: PLACE_WITHOUT_LOCATION.name })).toHaveCount(1);
  for (const row of await rows.all()) await expect(row).toContainText(M.noLocation);
});

test("a place from before locations were required opens, but saves only with a location", async ({
  page,
}) => {
  await openAdminTab(page, "Places List");
  await adminPanel(page).getByLabel("Search by name").fill(PLACE_WITHOUT_LOCATION.name);
  await adminPanel(page)
    .getByRole("button", { name: `Edit ${PLACE_WITHOUT_LOCATION.name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Place" });
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue(PLACE_WITHOUT_LOCATION.name);
  await expect(dialog.getByLabel("Latitude", { exact: true })).toHaveValue("");
  await expect(dialog.getByTestId("location-picker")).not.toHaveAttribute("data-pin");

  await dialog.getByRole("button", { name: "Save Place" }).click();
  await expect(dialog.getByLabel("Latitude", { exact: true })).toHaveAccessibleDescription(
    M.placeLocationRequired,
  );
  await expect(toaster(page).getByText(M.placeMissingFields, { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("a city's centre comes from a pasted link and its time zone from the list", async ({ page }) => {
  const suffix = uniqueSuffix();
  await openAdminTab(page, "Create City");
  await field(page, "City name").fill(`Lisbon ${suffix}`);
  await field(page, "City value").fill(`lisbon${suffix}`);
  await field(page, "Paste a map link").fill("https://www.openstreetmap.org/#map=13/38.72225/-9.13934");
  await field(page, "Time zone").selectOption("Europe/Lisbon");
  await adminPanel(page).getByRole("button", { name: "Add City" }).click();
  await expect(toaster(page).getByText(M.cityAdded, { exact: true })).toBeVisible();

  const city = (await getCities(page.request)).find((candidate) => candidate.value === `lisbon${suffix}`);
  expect(city).toMatchObject({ lat: 38.72225, lng: -9.13934, timezone: "Europe/Lisbon" });
});
