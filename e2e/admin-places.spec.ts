import type { Page } from "@playwright/test";
import { uniqueSuffix } from "../src/server/seed/factories";
import { CATEGORIES } from "../src/shared/categories";
import { citySlug } from "../src/shared/cities";
import { mediaUrl } from "../src/shared/media";
import { CATALOGUE_MESSAGES as M } from "../src/shared/messages";
import {
  adminPanel,
  createCity,
  createGuide,
  createGuidePlaces,
  createPlace,
  openAdminTab,
  signInAsAdmin,
} from "./support/admin";
import { getPlace } from "./support/api";
import { expect, itemNamed, pngFile, test, toaster, toastText } from "./support/fixtures";
import { serverUrl } from "./support/servers";

// The admin server: places and guides made here change nothing other specs count.
test.use({ baseURL: serverUrl("admin") });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page, "admin");
});

/** A row of the dashboard's Places List. */
const placeRow = (page: Page, name: string) => itemNamed(adminPanel(page), name);

test("a place made with a picture in a new city is offered when the admin writes a guide there", async ({
  page,
}, testInfo) => {
  const suffix = uniqueSuffix();
  const cityName = `Newport ${suffix}`;
  await openAdminTab(page, "Create City");
  await adminPanel(page).getByLabel("City name").fill(cityName);
  await adminPanel(page).getByLabel("City value").fill(`newport${suffix}`);
  await adminPanel(page).getByRole("button", { name: "Add City" }).click();
  await expect(toastText(page, M.cityAdded)).toBeVisible();

  const placeName = `Harbour Roasters ${suffix}`;
  await openAdminTab(page, "Create Place");
  const panel = adminPanel(page);
  await panel.getByLabel("Name", { exact: true }).fill(placeName);
  await panel.getByLabel("Category").selectOption({ label: CATEGORIES.cafesBrunch.placeLabel });
  await panel.getByLabel("Tag").fill("Specialty coffee");
  await panel.getByLabel("Address").fill("3 Quay Street, Newport");
  await panel.getByLabel("Google Maps link (optional)").fill("https://maps.example.com/?q=Harbour+Roasters");
  await panel.getByLabel("City", { exact: true }).selectOption({ label: cityName });
  await panel.getByLabel("Paste a map link").fill("51.5842, -2.9977");
  await panel.getByLabel("Add image").setInputFiles(await pngFile(testInfo, "roasters", 30));
  await expect(panel.getByRole("img", { name: "New 1: roasters.png" })).toBeVisible();
  await panel.getByRole("button", { name: "Create Place" }).click();
  await expect(toastText(page, M.placeCreated)).toBeVisible();
  // The form is ready for the next place.
  await expect(panel.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(panel.getByRole("group", { name: "Images (0 of 3)" })).toBeVisible();
  // The toast leads to the new place's page.
  await toaster(page).getByRole("button", { name: M.viewCreatedPlace }).click();
  await expect(page).toHaveURL(/\/place\//);
  await expect(page.getByRole("heading", { level: 1, name: placeName })).toBeVisible();

  // Admins are users too: the new place is there to pick in the city's guide form.
  await page.getByRole("link", { name: "Create", exact: true }).click();
  await expect(page).toHaveURL("/create-guide");
  await page.getByLabel("Location", { exact: true }).selectOption({ label: cityName });
  const cafes = CATEGORIES.cafesBrunch.title;
  await page.getByRole("combobox", { name: `Add places to ${cafes}` }).click();
  const offered = page.getByRole("listbox", { name: `${cafes} in ${cityName}` });
  await expect(offered.getByRole("option")).toHaveCount(1);
  await expect(offered.getByRole("option")).toContainText(placeName);
  await expect(offered.getByRole("option")).toContainText("Specialty coffee · 3 Quay Street, Newport");
  await offered.getByRole("option", { name: placeName }).click();
  await expect(page.getByRole("list", { name: `${cafes} picked` })).toHaveText([placeName]);
  await page.keyboard.press("Escape");

  // The other categories have nothing in the new city yet: an admin is told where to add some.
  const lunch = CATEGORIES.lunchDinner.title;
  await page.getByRole("combobox", { name: `Add places to ${lunch}` }).click();
  await expect(page.getByText(`No ${lunch} found in ${cityName}.`)).toBeVisible();
  await expect(page.getByText("Add some in the Admin section first.")).toBeVisible();
});

test("editing a place in its dialog changes its tag and pictures", async ({ page }, testInfo) => {
  const city = await createCity(page.request);
  const before = await createPlace(
    page.request,
    { name: `Night Owl ${city.suffix}`, category: "drinksNightlife", city, tag: "Cocktails" },
    2,
  );
  const [removed, kept] = before.images;
  if (!removed || !kept) throw new Error("The place should have two pictures");

  await openAdminTab(page, "Places List");
  await adminPanel(page).getByLabel("City").selectOption({ label: city.name });
  await expect(adminPanel(page).getByRole("listitem")).toHaveCount(1);
  await placeRow(page, before.name)
    .getByRole("button", { name: `Edit ${before.name}` })
    .click();

  const dialog = page.getByRole("dialog", { name: "Edit Place" });
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue(before.name);
  await expect(dialog.getByLabel("Category")).toHaveValue("drinksNightlife");
  await expect(dialog.getByLabel("City", { exact: true })).toHaveValue(city.id);
  const tag = dialog.getByLabel("Tag");
  await expect(tag).toHaveValue("Cocktails");
  await tag.fill("Natural wine");
  const pictures = dialog.getByRole("group", { name: "Images (2 of 3)" });
  await expect(pictures.getByRole("img", { name: /^Current \d$/ })).toHaveCount(2);
  await pictures.getByRole("button", { name: "Remove picture 1" }).click();
  await dialog.getByLabel("Add image").setInputFiles(await pngFile(testInfo, "new-picture", 200));
  const shown = dialog.getByRole("group", { name: "Images (2 of 3)" }).getByRole("img");
  await expect(shown).toHaveCount(2);
  await expect(shown.nth(0)).toHaveAttribute("src", mediaUrl(kept, "thumb"));
  await expect(shown.nth(1)).toHaveAccessibleName("New 1: new-picture.png");
  await dialog.getByRole("button", { name: "Save Place" }).click();

  await expect(toastText(page, M.placeUpdated)).toBeVisible();
  await expect(toastText(page, M.placeUpdatedText)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Opened again, the dialog shows the place as it is now.
  await placeRow(page, before.name)
    .getByRole("button", { name: `Edit ${before.name}` })
    .click();
  await expect(dialog.getByLabel("Tag")).toHaveValue("Natural wine");
  await expect(dialog.getByRole("group", { name: "Images (2 of 3)" }).getByRole("img")).toHaveCount(2);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  const after = await getPlace(page.request, before.id);
  expect(after.tag).toBe("Natural wine");
  expect(after.images).toHaveLength(2);
  expect(after.images[0]).toBe(kept);
  expect(after.images).not.toContain(removed);
  const added = after.images[1] ?? "";

  await page.goto(`/place/${before.id}`);
  await expect(page.getByRole("heading", { level: 1, name: before.name })).toBeVisible();
  await expect(page.getByRole("main").getByText("Natural wine", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByText("Cocktails", { exact: true })).toHaveCount(0);
  const carousel = page.getByRole("region", { name: `Pictures of ${before.name}` });
  await expect(carousel.getByText("1 / 2")).toBeVisible();
  const slides = carousel.locator("img");
  await expect(slides).toHaveCount(2);
  await expect(slides.nth(0)).toHaveAttribute("src", mediaUrl(kept, "carousel"));
  await expect(slides.nth(1)).toHaveAttribute("src", mediaUrl(added, "carousel"));
  await expect
    .poll(() => slides.nth(0).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

/** A place row of a guide: its number in the guide (decision 051), then its name. */
const numbered = (name: string) => new RegExp(`^\\d+${name}`);

test("deleting a place a guide uses says so, then takes it off the list and the guide", async ({ page }) => {
  const city = await createCity(page.request);
  const places = await createGuidePlaces(page.request, city, city.suffix);
  const guide = await createGuide(page.request, {
    name: `Admin's ${city.name}`,
    cityId: city.id,
    places,
  });
  const [doomed, ...others] = places.cafesBrunch;
  if (!doomed) throw new Error("No café to delete");
  const guidePath = `/guide/${citySlug(city.name)}/${guide.id}`;
  const cafes = () => page.getByRole("region", { name: CATEGORIES.cafesBrunch.title }).getByRole("listitem");

  await page.goto(guidePath);
  await expect(cafes()).toHaveText(places.cafesBrunch.map((place) => numbered(place.name)));

  await openAdminTab(page, "Places List");
  await adminPanel(page).getByLabel("City").selectOption({ label: city.name });
  await adminPanel(page).getByRole("searchbox", { name: "Search by name" }).fill(doomed.name);
  await expect(adminPanel(page).getByRole("listitem")).toHaveCount(1);
  await placeRow(page, doomed.name)
    .getByRole("button", { name: `Delete ${doomed.name}` })
    .click();

  const confirm = page.getByRole("alertdialog", { name: `Delete ${doomed.name}?` });
  await expect(confirm.getByText(M.placeInGuides(1), { exact: true })).toBeVisible();
  await expect(confirm).toContainText("This place is in 1 guide");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toastText(page, M.placeDeleted)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(adminPanel(page).getByText("No places match.")).toBeVisible();

  await adminPanel(page).getByRole("searchbox", { name: "Search by name" }).fill("");
  await expect(adminPanel(page).getByRole("listitem")).toHaveCount(11);
  await expect(placeRow(page, doomed.name)).toHaveCount(0);

  await page.goto(guidePath);
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
  await expect(cafes()).toHaveText(others.map((place) => numbered(place.name)));
});
