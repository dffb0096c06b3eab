import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { uniqueSuffix } from "../src/server/seed/factories";
import { byCategoryAsync, CATEGORIES } from "../src/shared/categories";
import type { Coordinates } from "../src/shared/geo";
import { CATALOGUE_MESSAGES as M } from "../src/shared/messages";
import type { City, PlaceDetail } from "../src/shared/schemas";
import { adminPanel, createGuide, createPlace, openAdminTab, signInAsAdmin } from "./support/admin";
import { getCities, getPlace } from "./support/api";
import { expect, MESSAGES, pngFile, test, toaster } from "./support/fixtures";
import {
  coordinatesAt,
  expectRenderedPlaces,
  locationPicker,
  pinPosition,
  startMap,
  viewCentre,
} from "./support/maps";
import { serverUrl } from "./support/servers";

// docs/product.md §5 Location rules: the picker map of the admin's place form; the admin server's places are ours.
test.use({ baseURL: serverUrl("admin") });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page, "admin");
});

const field = (page: Page, label: string) => adminPanel(page).getByLabel(label, { exact: true });
const coordinateText = (value: number) => String(Math.round(value * 1e6) / 1e6);

async function barcelona(request: APIRequestContext): Promise<City & Coordinates> {
  const city = (await getCities(request)).find((candidate) => candidate.value === "barcelona");
  if (city?.lat == null || city.lng == null) throw new Error("Barcelona is not seeded with its centre");
  return { ...city, lat: city.lat, lng: city.lng };
}

/** A point `km` from `centre` in the direction `degrees` (clockwise from north). */
function awayFrom(centre: Coordinates, km: number, degrees: number): Coordinates {
  const angle = (degrees * Math.PI) / 180;
  return {
    lat: centre.lat + (km / 111.195) * Math.cos(angle),
    lng: centre.lng + (km / (111.195 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(angle),
  };
}

/** Waits until the picker's view is centred on `point`, within about a hundred metres. */
async function expectPickerAround(page: Page, point: Coordinates) {
  await expect
    .poll(
      async () => {
        const centre = await viewCentre(locationPicker(page));
        return Math.max(Math.abs(centre.lat - point.lat), Math.abs(centre.lng - point.lng));
      },
      { timeout: 20_000 },
    )
    .toBeLessThan(0.001);
}

test("a click on the map sets the new place's location, and the guide's map shows its pin there", async ({
  page,
}, testInfo) => {
  const city = await barcelona(page.request);
  const suffix = uniqueSuffix();
  const name = `Clicked Café ${suffix}`;
  await openAdminTab(page, "Create Place");
  await field(page, "Name").fill(name);
  await field(page, "Category").selectOption({ label: CATEGORIES.cafesBrunch.placeLabel });
  await field(page, "Tag").fill("Espresso");
  await field(page, "Address").fill("Carrer de Test 1, Barcelona");
  await field(page, "City").selectOption({ label: city.name });

  // With a city chosen and no position yet, the map looks at the city's centre.
  const picker = locationPicker(page);
  await expect(page.getByRole("group", { name: MESSAGES.map.pickerLabel("place's location") })).toBeVisible();
  await expectPickerAround(page, city);
  await expect(picker).not.toHaveAttribute("data-pin");
  await picker.scrollIntoViewIfNeeded();
  const box = await picker.boundingBox();
  if (!box) throw new Error("The picker is not on screen");
  const click = { x: Math.round(box.x + box.width / 2 + 60), y: Math.round(box.y + box.height / 2 - 40) };
  const expected = await coordinatesAt(picker, click);
  await page.mouse.click(click.x, click.y);

  const lat = Number(await field(page, "Latitude").inputValue());
  const lng = Number(await field(page, "Longitude").inputValue());
  expect(Math.abs(lat - expected.lat)).toBeLessThan(0.0005);
  expect(Math.abs(lng - expected.lng)).toBeLessThan(0.0005);
  await expect(picker).toHaveAttribute("data-pin", `${lat},${lng}`);
  const axe = await new AxeBuilder({ page })
    .include(`fieldset[aria-label="${MESSAGES.map.pickerLabel("place's location")}"]`)
    .analyze();
  expect(
    axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target)}`),
  ).toEqual([]);

  await adminPanel(page)
    .getByLabel("Add image")
    .setInputFiles(await pngFile(testInfo, "clicked", 120));
  await adminPanel(page).getByRole("button", { name: "Create Place" }).click();
  await expect(toaster(page).getByText(M.placeCreated, { exact: true })).toBeVisible();
  await expect(picker).not.toHaveAttribute("data-pin");

  const listed = await page.request.get(`/api/places?q=${encodeURIComponent(name)}`);
  const [summary] = ((await listed.json()) as { items: PlaceDetail[] }).items;
  const place = await getPlace(page.request, summary?.id ?? "");
  expect(place).toMatchObject({ name, lat, lng });

  // The guide's other places stand on a ring 3 km round the centre, so the new pin stands alone.
  let spoke = 0;
  const others = await byCategoryAsync((category) =>
    Promise.all(
      [1, 2, 3].map(() => {
        const at = awayFrom(city, 3, (spoke++ * 360) / 12);
        return createPlace(page.request, {
          name: `${category} ${spoke} ${suffix}`,
          category,
          city,
          ...at,
        });
      }),
    ),
  );
  const guide = await createGuide(page.request, {
    name: `Pinned by a click ${suffix}`,
    cityId: city.id,
    places: { ...others, cafesBrunch: [place, ...others.cafesBrunch] },
  });

  await page.goto(`/guide/barcelona/${guide.id}`);
  const map = await startMap(page);
  await expectRenderedPlaces(map, 13);
  const pin = await pinPosition(map, { lat, lng });
  await page.mouse.click(pin.x, pin.y);
  await expect(
    page.getByRole("region", { name: MESSAGES.map.label(guide.name) }).getByRole("link", { name }),
  ).toBeVisible();
});

test("in the edit dialog, the pin can be dragged, moved by the arrow keys, and follows typed coordinates", async ({
  page,
}) => {
  const city = await barcelona(page.request);
  const start = awayFrom(city, 1, 45);
  const place = await createPlace(page.request, {
    name: `Dragged Bar ${uniqueSuffix()}`,
    category: "drinksNightlife",
    city,
    ...start,
  });
  await openAdminTab(page, "Places List");
  await adminPanel(page).getByLabel("Search by name").fill(place.name);
  await adminPanel(page)
    .getByRole("button", { name: `Edit ${place.name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Place" });
  const picker = locationPicker(page);
  const latitude = dialog.getByLabel("Latitude", { exact: true });
  const longitude = dialog.getByLabel("Longitude", { exact: true });
  await expect(picker).toHaveAttribute("data-pin", `${place.lat},${place.lng}`);
  await expectPickerAround(page, { lat: place.lat ?? 0, lng: place.lng ?? 0 });

  // Dragged by the mouse: the default pin's tip is its anchor, the grab point a little above it.
  const pin = dialog.getByRole("button", { name: MESSAGES.map.pickerPin });
  await picker.scrollIntoViewIfNeeded();
  const grab = await pin.boundingBox();
  if (!grab) throw new Error("The pin is not on screen");
  const from = { x: grab.x + grab.width / 2, y: grab.y + grab.height / 3 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x - 40, from.y + 30, { steps: 8 });
  await page.mouse.up();
  await expect(latitude).not.toHaveValue(String(place.lat));
  const dragged = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
  expect(dragged.lat).toBeLessThan(place.lat ?? 0);
  expect(dragged.lng).toBeLessThan(place.lng ?? 0);
  await expect(picker).toHaveAttribute("data-pin", `${dragged.lat},${dragged.lng}`);

  // By keyboard: the focused pin moves east with the right arrow key.
  await pin.focus();
  await page.keyboard.press("Shift+ArrowRight");
  await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(dragged.lng);
  expect(Number(await latitude.inputValue())).toBeCloseTo(dragged.lat, 5);

  // Typed: the pin follows the fields.
  const typed = awayFrom(city, 2, 200);
  await latitude.fill(coordinateText(typed.lat));
  await longitude.fill(coordinateText(typed.lng));
  await expect(picker).toHaveAttribute(
    "data-pin",
    `${coordinateText(typed.lat)},${coordinateText(typed.lng)}`,
  );

  await dialog.getByRole("button", { name: "Save Place" }).click();
  await expect(toaster(page).getByText(M.placeUpdated, { exact: true })).toBeVisible();
  expect(await getPlace(page.request, place.id)).toMatchObject({
    lat: Number(coordinateText(typed.lat)),
    lng: Number(coordinateText(typed.lng)),
  });
});
