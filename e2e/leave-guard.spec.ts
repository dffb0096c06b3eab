import type { Page } from "@playwright/test";
import { mainNav, signedInUser } from "./support/accounts";
import { adminPanel, createCity, createPlace, openAdminTab, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/guide-form";
import { AUTHORING_CITY } from "./support/guides";
import { serverUrl } from "./support/servers";

const leaveDialog = (page: Page) => page.getByRole("alertdialog", { name: "Leave without saving?" });

/** Signed in as the admin, with a place of a new city of its own. */
async function signedInWithPlace(page: Page, name: string) {
  await signInAsAdmin(page, "admin");
  const city = await createCity(page.request);
  const place = await createPlace(page.request, {
    name: `${name} ${city.suffix}`,
    category: "cafesBrunch",
    city,
  });
  return { city, place };
}

/** Opens the Edit Place dialog from the Places List tab. */
async function openEditPlace(page: Page, cityName: string, placeName: string) {
  await openAdminTab(page, "Places List");
  await adminPanel(page).getByLabel("City").selectOption({ label: cityName });
  await adminPanel(page)
    .getByRole("button", { name: `Edit ${placeName}` })
    .click();
}

test("leaving a guide form with changes asks first: Stay keeps them, and closing the tab asks too", async ({
  page,
  author,
}) => {
  expect(author.username).toBeTruthy();
  const create = page.getByRole("link", { name: "Create", exact: true }).first();
  await page.goto("/");
  await create.click();
  await expect(page).toHaveURL("/create-guide");
  // Untouched, the form lets you go without asking.
  await page.getByRole("link", { name: "Cityguides" }).first().click();
  await expect(page).toHaveURL("/");
  await create.click();
  await page.getByLabel("Location", { exact: true }).selectOption({ label: AUTHORING_CITY });

  await page.getByRole("link", { name: "Cityguides" }).first().click();
  await expect(leaveDialog(page)).toContainText("Your changes to this guide will be lost.");
  await leaveDialog(page).getByRole("button", { name: "Stay" }).click();
  await expect(leaveDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL("/create-guide");
  await expect(page.getByLabel("Location", { exact: true }).locator("option:checked")).toHaveText(
    AUTHORING_CITY,
  );

  // The browser's Back asks too, and Stay keeps the page and its address.
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL("/create-guide");
  await expect(page.getByLabel("Location", { exact: true }).locator("option:checked")).toHaveText(
    AUTHORING_CITY,
  );

  // Closing the tab gets the browser's own prompt.
  const prompt = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  // The page stays, its changes unsaved: the author fixture leaves it when the test ends, and that asks again.
  page.on("dialog", (next) => void next.accept());
});

test("leaving the profile form with a changed name asks first, and Leave leaves it unchanged", async ({
  page,
}) => {
  await signedInUser(page);
  await page.goto("/profile");
  const editProfile = page.getByRole("link", { name: "Edit Profile" });
  await editProfile.click();
  await page.getByLabel("First Name").fill("Changed");
  // Back, answered Leave, goes back to the profile.
  await page.goBack();
  await leaveDialog(page).getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await editProfile.click();
  await page.getByLabel("First Name").fill("Changed");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(leaveDialog(page)).toContainText("Your changes to your profile will be lost.");
  await leaveDialog(page).getByRole("button", { name: "Leave" }).click();
  await expect(page).not.toHaveURL(/\/profile\/edit$/);
  await page.goto("/profile/edit");
  await expect(page.getByLabel("First Name")).not.toHaveValue("Changed");
});

test.describe("the admin's place form", () => {
  test.use({ baseURL: serverUrl("admin") });

  test("closing the Edit Place dialog with changes asks first: Stay keeps them, Leave drops them", async ({
    page,
  }) => {
    await signInAsAdmin(page, "admin");
    const city = await createCity(page.request);
    const place = await createPlace(page.request, {
      name: `Quiet Corner ${city.suffix}`,
      category: "cafesBrunch",
      city,
      tag: "Tea room",
    });
    // Through the app, so that Back has a page of the app to go to.
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Admin" }).click();
    await openAdminTab(page, "Places List");
    await adminPanel(page).getByLabel("City").selectOption({ label: city.name });
    const edit = adminPanel(page).getByRole("button", { name: `Edit ${place.name}` });
    const dialog = page.getByRole("dialog", { name: "Edit Place" });
    const tag = dialog.getByLabel("Tag");

    // Untouched, it closes without asking.
    await edit.click();
    await expect(tag).toHaveValue("Tea room");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(leaveDialog(page)).toHaveCount(0);

    await edit.click();
    await tag.fill("Tea room and garden");
    await page.keyboard.press("Escape");
    await expect(leaveDialog(page)).toContainText("Your changes to this place will be lost.");
    await leaveDialog(page).getByRole("button", { name: "Stay" }).click();
    await expect(leaveDialog(page)).toHaveCount(0);
    await expect(tag).toHaveValue("Tea room and garden");

    // The Close button and the browser's Back ask too.
    await dialog.getByRole("button", { name: "Close" }).click();
    await leaveDialog(page).getByRole("button", { name: "Stay" }).click();
    await expect(tag).toHaveValue("Tea room and garden");
    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(tag).toHaveValue("Tea room and garden");

    await dialog.getByRole("button", { name: "Close" }).click();
    await leaveDialog(page).getByRole("button", { name: "Leave" }).click();
    await expect(dialog).toHaveCount(0);
    await edit.click();
    await expect(tag).toHaveValue("Tea room");
  });

  test("Escape pressed the moment a change is typed still asks", async ({ page }) => {
    const { city, place } = await signedInWithPlace(page, "Night Owl");
    await openEditPlace(page, city.name, place.name);
    const tag = page.getByRole("dialog", { name: "Edit Place" }).getByLabel("Tag");
    await expect(tag).toBeEditable();
    // Chromium runs input ahead of tasks already queued, so a key can arrive before any later task: here the
    // change and Escape have only microtasks between them, and the dialog must know of the change by then.
    await tag.evaluate(async (input: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      setValue?.call(input, "Typed in a hurry");
      input.dispatchEvent(new Event("input", { bubbles: true }));
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
      input.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    await expect(leaveDialog(page)).toContainText("Your changes to this place will be lost.");
    await leaveDialog(page).getByRole("button", { name: "Stay" }).click();
    await expect(tag).toHaveValue("Typed in a hurry");
  });

  test("a place half typed on Create Place survives the other tabs, and leaving the page asks first", async ({
    page,
  }) => {
    const { city, place } = await signedInWithPlace(page, "Late Lantern");
    await openAdminTab(page, "Create Place");
    await adminPanel(page).getByLabel("Name", { exact: true }).fill("Half-typed Bakery");

    // Another tab, an edit there left unsaved, and back: the typed name is still there.
    await openEditPlace(page, city.name, place.name);
    const dialog = page.getByRole("dialog", { name: "Edit Place" });
    await dialog.getByLabel("Tag").fill("Changed and dropped");
    await page.keyboard.press("Escape");
    await leaveDialog(page).getByRole("button", { name: "Leave" }).click();
    await expect(dialog).toHaveCount(0);
    await openAdminTab(page, "Create Place");
    await expect(adminPanel(page).getByLabel("Name", { exact: true })).toHaveValue("Half-typed Bakery");

    await mainNav(page).getByRole("link", { name: "Home" }).click();
    await expect(leaveDialog(page)).toContainText("The place you started will be lost.");
    await leaveDialog(page).getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(adminPanel(page).getByLabel("Name", { exact: true })).toHaveValue("Half-typed Bakery");
    await mainNav(page).getByRole("link", { name: "Home" }).click();
    await leaveDialog(page).getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
