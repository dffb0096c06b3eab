import type { Page } from "@playwright/test";
import { uniqueSuffix } from "../src/server/seed/factories";
import { CATEGORIES } from "../src/shared/categories";
import { CATALOGUE_MESSAGES as M } from "../src/shared/messages";
import { adminPanel, openAdminTab, signInAsAdmin } from "./support/admin";
import { expect, FAILED_RESOURCE, pngFile, test, toaster } from "./support/fixtures";
import { serverUrl } from "./support/servers";

// docs/product.md §5 place and city rules, as the admin meets them in the dashboard's forms.
test.use({ baseURL: serverUrl("admin") });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page, "admin");
});

const field = (page: Page, label: string) => adminPanel(page).getByLabel(label, { exact: true });
const fieldError = (page: Page, label: string, message: string) =>
  expect(field(page, label)).toHaveAccessibleDescription(message);

test.describe("Create Place", () => {
  test("an empty form names every missing field, the pictures included", async ({ page }) => {
    await openAdminTab(page, "Create Place");
    await adminPanel(page).getByRole("button", { name: "Create Place" }).click();

    await fieldError(page, "Name", M.placeNameTooShort);
    await fieldError(page, "Category", M.placeCategoryRequired);
    await fieldError(page, "Tag", M.placeTagTooShort);
    await fieldError(page, "Address", M.placeAddressRequired);
    await fieldError(page, "City", M.placeCityRequired);
    await fieldError(page, "Latitude", M.placeLocationRequired);
    await expect(adminPanel(page).getByText(M.placeImageRequiredText, { exact: true })).toBeVisible();
    await expect(toaster(page).getByText(M.placeMissingFields, { exact: true })).toBeVisible();
    // The optional maps link is not asked for.
    await expect(field(page, "Google Maps link (optional)")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a complete form without a picture asks for one until it has one; a maps link must be a URL", async ({
    page,
  }, testInfo) => {
    await openAdminTab(page, "Create Place");
    await field(page, "Name").fill(`Unpictured ${uniqueSuffix()}`);
    await field(page, "Category").selectOption({ label: CATEGORIES.lunchDinner.placeLabel });
    await field(page, "Tag").fill("Bistro");
    await field(page, "Address").fill("12 Rue de Rivoli");
    await field(page, "City").selectOption({ label: "Paris" });
    await field(page, "Paste a map link").fill("48.8606, 2.3376");
    await adminPanel(page).getByRole("button", { name: "Create Place" }).click();
    await expect(toaster(page).getByText(M.placeImageRequired, { exact: true })).toBeVisible();
    await expect(adminPanel(page).getByText(M.placeImageRequiredText, { exact: true })).toBeVisible();
    await expect(toaster(page).getByText(M.placeMissingFields)).toHaveCount(0);
    await expect(adminPanel(page).locator("[aria-invalid=true]")).toHaveCount(0);
    await adminPanel(page)
      .getByLabel("Add image")
      .setInputFiles(await pngFile(testInfo, "at-last", 60));
    await expect(adminPanel(page).getByText(M.placeImageRequiredText, { exact: true })).toHaveCount(0);

    await field(page, "Google Maps link (optional)").fill("not a url");
    await adminPanel(page).getByRole("button", { name: "Create Place" }).click();
    await fieldError(page, "Google Maps link (optional)", M.placeInvalidUrl);
    await expect(field(page, "Name")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a fourth picture is refused with 'Maximum images reached'", async ({ page }, testInfo) => {
    await openAdminTab(page, "Create Place");
    const files = await Promise.all([0, 1, 2, 3].map((n) => pngFile(testInfo, `picture-${n + 1}`, n * 90)));
    const pictures = adminPanel(page).getByRole("group", { name: /^Images/ });
    const addImage = adminPanel(page).getByLabel("Add image");

    await addImage.setInputFiles(files.slice(0, 2));
    await expect(pictures.getByRole("img")).toHaveCount(2);
    await expect(pictures).toHaveAccessibleName("Images (2 of 3)");
    await addImage.setInputFiles(files.slice(2));

    const toast = toaster(page).getByRole("listitem");
    await expect(toast.getByText(M.maxImagesTitle, { exact: true })).toBeVisible();
    await expect(toast.getByText(M.maxImagesText, { exact: true })).toBeVisible();
    await expect(pictures).toHaveAccessibleName("Images (3 of 3)");
    await expect(pictures.getByRole("img")).toHaveCount(3);
    await expect(adminPanel(page).getByLabel("Add image")).toHaveCount(0);

    // Removing one makes room again.
    await pictures.getByRole("button", { name: "Remove new picture 3" }).click();
    await expect(pictures).toHaveAccessibleName("Images (2 of 3)");
    await expect(adminPanel(page).getByLabel("Add image")).toHaveCount(1);
  });
});

test.describe("Create City", () => {
  test("name, value and colour are each checked", async ({ page }) => {
    await openAdminTab(page, "Create City");
    const addCity = adminPanel(page).getByRole("button", { name: "Add City" });
    await field(page, "Colour").fill("");
    await addCity.click();
    await fieldError(page, "City name", M.cityNameRequired);
    await fieldError(page, "City value", M.cityValueRequired);
    await fieldError(page, "Colour", M.cityColorRequired);

    await field(page, "City name").fill("New York Two");
    await field(page, "City value").fill("new-york");
    await field(page, "Colour").fill("#1");
    await addCity.click();
    await fieldError(page, "City value", M.cityValueCharacters);
    await fieldError(page, "Colour", M.cityColorRequired);
    await expect(field(page, "City name")).not.toHaveAttribute("aria-invalid", "true");

    await field(page, "City value").fill("newYork2");
    await field(page, "Colour").fill("#1A2");
    await expect(field(page, "City value")).not.toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Colour")).not.toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("a city named like an existing one", () => {
  // Chromium logs the 409 answer.
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("is refused whatever the case: 'A city with this name or value already exists'", async ({ page }) => {
    await openAdminTab(page, "Create City");
    await field(page, "City name").fill("paris");
    await field(page, "City value").fill(`paris${uniqueSuffix()}`);
    await adminPanel(page).getByRole("button", { name: "Add City" }).click();

    await fieldError(page, "City name", M.cityDuplicate);
    const toast = toaster(page).getByRole("listitem");
    await expect(toast.getByText(M.citySaveErrorTitle, { exact: true })).toBeVisible();
    await expect(toast.getByText(M.cityDuplicate, { exact: true })).toBeVisible();
    // Nothing was added.
    await openAdminTab(page, "Cities List");
    await expect(adminPanel(page).getByText(/^paris$/i)).toHaveText(["Paris"]);
  });
});
