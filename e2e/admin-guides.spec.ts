import type { Page } from "@playwright/test";
import { CATEGORY_KEYS } from "../src/shared/categories";
import { GUIDE_MESSAGES } from "../src/shared/messages";
import type { CityGuidePage } from "../src/shared/schemas";
import {
  adminPanel,
  createCity,
  createGuide,
  createGuidePlaces,
  guideRow,
  guideRows,
  openAdminTab,
  searchGuides,
  signInAsAdmin,
} from "./support/admin";
import { getDemoGuide, getGuide } from "./support/api";
import { expect, pngFile, test, toastText } from "./support/fixtures";
import { countText, pickAll, picker } from "./support/guide-form";
import { serverUrl } from "./support/servers";

/** A new city with three places a category and a guide of the admin's there, made through the API. */
async function adminGuideInNewCity(page: Page) {
  const city = await createCity(page.request);
  const places = await createGuidePlaces(page.request, city, city.suffix);
  const guide = await createGuide(page.request, {
    name: `Admin tour ${city.suffix}`,
    cityId: city.id,
    places,
  });
  return { city, places, guide };
}

test.describe("the admin's own guides", () => {
  // The admin server: guides and cities made here change nothing other specs count.
  test.use({ baseURL: serverUrl("admin") });
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page, "admin");
  });

  test("the Edit Guide dialog renames a guide and replaces its cover, keeping its places", async ({
    page,
  }, testInfo) => {
    const { city, guide } = await adminGuideInNewCity(page);
    await searchGuides(page, city.suffix);
    await expect(guideRows(page)).toHaveCount(1);
    await expect(guideRow(page, guide.name)).toContainText(`${city.name} · @`);

    await guideRow(page, guide.name)
      .getByRole("button", { name: `Edit ${guide.name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Edit Guide: ${guide.name}` });
    await expect(dialog.getByLabel("Location", { exact: true })).toHaveValue(city.id);
    const name = dialog.getByLabel("Guide Name");
    await expect(name).toHaveValue(guide.name);

    await name.fill("ab");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText(GUIDE_MESSAGES.nameTooShort)).toBeVisible();
    expect((await getGuide(page.request, guide.id)).name).toBe(guide.name);

    const renamed = `Renamed tour ${city.suffix}`;
    await name.fill(renamed);
    await dialog.locator("input[type=file]").setInputFiles(await pngFile(testInfo, "new-cover", 200));
    await expect(dialog.getByRole("img", { name: "Cover preview" })).toHaveAttribute("src", /^blob:/);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastText(page, GUIDE_MESSAGES.updated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(guideRow(page, renamed)).toBeVisible();

    const saved = await getGuide(page.request, guide.id);
    expect(saved).toMatchObject({ name: renamed, cityId: city.id });
    expect(saved.coverImage).toMatch(new RegExp(`^guides/${guide.id}/`));
    for (const key of CATEGORY_KEYS) {
      expect(saved.places[key].map((place) => place.id)).toEqual(guide.places[key].map((place) => place.id));
    }
    await guideRow(page, renamed)
      .getByRole("link", { name: `View ${renamed}` })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  });

  test("moving a guide to another city continues in the guide editor, where its new places are picked", async ({
    page,
  }) => {
    const { city, guide } = await adminGuideInNewCity(page);
    const target = await createCity(page.request);
    const targetPlaces = await createGuidePlaces(page.request, target, target.suffix);
    await searchGuides(page, city.suffix);
    await guideRow(page, guide.name)
      .getByRole("button", { name: `Edit ${guide.name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Edit Guide: ${guide.name}` });

    await dialog.getByLabel("Location", { exact: true }).selectOption(target.id);
    await expect(dialog.getByText(GUIDE_MESSAGES.movePlacesNotice(city.name, target.name))).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await dialog.getByRole("link", { name: `Choose places in ${target.name}` }).click();

    await expect(page).toHaveURL(`/edit-guide/${guide.id}?city=${target.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Edit Guide: ${guide.name}` })).toBeVisible();
    await expect(page.getByText(GUIDE_MESSAGES.movingTo(target.name))).toBeVisible();
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue(target.id);
    for (const key of CATEGORY_KEYS) await expect(picker(page, key)).toContainText(countText(0));
    await pickAll(page, target.name, targetPlaces);
    await page.getByRole("button", { name: "Update Guide" }).click();
    await expect(toastText(page, GUIDE_MESSAGES.updated)).toBeVisible();
    await expect(page).toHaveURL("/profile");

    const moved = await getGuide(page.request, guide.id);
    expect(moved).toMatchObject({ cityId: target.id, location: target.name, name: guide.name });
    for (const key of CATEGORY_KEYS) {
      expect(moved.places[key].map((place) => place.id)).toEqual(targetPlaces[key].map((place) => place.id));
    }
  });
});

/** The guides of a city's first page, as the API lists them. */
async function cityGuideNames(page: Page, slug: string): Promise<string[]> {
  const response = await page.request.get(`/api/cities/${slug}/guides`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as CityGuidePage).items.map((guide) => guide.name);
}

test("guides the admin did not make are listed locked, saying why, and the list filters by city", async ({
  page,
}) => {
  await signInAsAdmin(page, "demo");
  const demo = await getDemoGuide(page.request, "new-york");
  await openAdminTab(page, "Guides List");
  await adminPanel(page).getByLabel("City").selectOption({ label: "New York" });
  const newYork = await cityGuideNames(page, "new-york");
  await expect(guideRows(page)).toHaveCount(newYork.length);
  for (const [index, name] of newYork.entries()) {
    await expect(guideRows(page).nth(index)).toContainText(`${name}New York · @`);
  }
  await expect(guideRow(page, demo.name)).toContainText(GUIDE_MESSAGES.demoGuideReadOnly);
  await expect(page.getByRole("button", { name: `Edit ${demo.name}` })).toHaveCount(0);

  await adminPanel(page).getByLabel("City").selectOption({ label: "Paris" });
  await expect(guideRows(page)).toHaveCount((await cityGuideNames(page, "paris")).length);
  const someonesGuide = guideRows(page).filter({ hasText: "Weekend in Paris" }).first();
  await expect(someonesGuide).toContainText(GUIDE_MESSAGES.onlyCreatorEdits);
  await expect(someonesGuide.getByRole("button", { name: /^Edit / })).toHaveCount(0);
});
