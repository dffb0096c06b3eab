import type { Locator, Page } from "@playwright/test";
import { CATEGORY_KEYS } from "../src/shared/categories";
import { PLACES_PER_CATEGORY } from "../src/shared/limits";
import { GUIDE_MESSAGES } from "../src/shared/messages";
import { toaster } from "./support/fixtures";
import { expect, pickedChips, placeCombobox, test } from "./support/guide-form";
import { AUTHORING_CITY, profileGuides, uniqueName } from "./support/guides";

/**
 * Presses Tab until the target has the focus, as a keyboard user moves through a page; Shift+Tab when the target
 * comes before the focus (a page that focuses its first field on opening).
 */
async function tabTo(page: Page, target: Locator, limit = 150) {
  const backwards = await target.evaluate(
    (element) =>
      document.activeElement !== document.body &&
      Boolean(
        (document.activeElement?.compareDocumentPosition(element) ?? 0) & Node.DOCUMENT_POSITION_PRECEDING,
      ),
  );
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Presses ArrowDown until the combobox's active option is one that can still be picked. */
async function activateNextUnpicked(page: Page, combobox: Locator) {
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press("ArrowDown");
    const active = await combobox.getAttribute("aria-activedescendant");
    if (active && (await page.locator(`[id="${active}"]`).getAttribute("aria-disabled")) !== "true") return;
  }
  throw new Error("No place left to pick");
}

test("create, edit and delete a guide with the keyboard alone", async ({ page, author }) => {
  test.slow();
  await page.goto("/");
  await tabTo(page, page.getByRole("link", { name: "Create", exact: true }).filter({ visible: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/create-guide");

  // A native select: typing the city's first letters chooses it.
  await tabTo(page, page.getByLabel("Location", { exact: true }));
  await page.keyboard.type(AUTHORING_CITY);
  await expect(page.getByLabel("Location", { exact: true })).toHaveValue(/.+/);

  for (const key of CATEGORY_KEYS) {
    const combobox = placeCombobox(page, key);
    await tabTo(page, combobox);
    for (let picked = 0; picked < PLACES_PER_CATEGORY.min; picked++) {
      // Down to a place not picked yet, then Enter: the focus stays in the field for the next one.
      await activateNextUnpicked(page, combobox);
      await page.keyboard.press("Enter");
      await expect(pickedChips(page, key)).toHaveCount(picked + 1);
      await expect(combobox).toBeFocused();
    }
    await page.keyboard.press("Escape");
  }

  await tabTo(page, page.getByRole("button", { name: "Create Guide" }));
  await page.keyboard.press("Enter");
  await expect(toaster(page).getByText(GUIDE_MESSAGES.created)).toBeVisible();
  await expect(page).toHaveURL(/\/guide\//);
  await page.goto("/profile");
  const [created] = await profileGuides(page.request, author.username);
  if (!created) throw new Error("The guide was not created");

  // Edit: rename it.
  const renamed = uniqueName("Keyboard");
  await tabTo(page, page.getByRole("link", { name: `Edit ${created.name}` }).filter({ visible: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/edit-guide/${created.id}`);
  await tabTo(page, page.getByLabel("Guide Name"));
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(renamed);
  await tabTo(page, page.getByRole("button", { name: "Update Guide" }));
  await page.keyboard.press("Enter");
  await expect(toaster(page).getByText(GUIDE_MESSAGES.updated)).toBeVisible();
  await expect(page).toHaveURL("/profile");
  expect((await profileGuides(page.request, author.username)).map((guide) => guide.name)).toEqual([renamed]);

  // Delete it from the profile, confirming in the dialog.
  await tabTo(page, page.getByRole("button", { name: `Delete ${renamed}` }).filter({ visible: true }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Delete", exact: true }));
  await page.keyboard.press("Enter");
  await expect(toaster(page).getByText(GUIDE_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByRole("main").getByText(renamed)).toHaveCount(0);
  expect(await profileGuides(page.request, author.username)).toEqual([]);
});
