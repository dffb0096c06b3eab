import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CATEGORIES } from "../src/shared/categories";
import { IMPORT_MESSAGES } from "../src/shared/imports";
import { CATALOGUE_MESSAGES } from "../src/shared/messages";
import { SUGGESTION_MESSAGES } from "../src/shared/suggestions";
import { toaster } from "./support/fixtures";
import { expect, offeredRow, pickedChips, picker, placeCombobox, test } from "./support/guide-form";
import { AUTHORING_CITY, getCity } from "./support/guides";

/** A map link pasted into the picker's input: one input event, as a paste gives. */
async function pasteLink(page: Page, input: ReturnType<typeof placeCombobox>, link: string) {
  await input.click();
  await input.clear();
  await page.keyboard.insertText(link);
}

/** Opens the guide form on a city whose places have loaded. */
async function startGuide(page: Page, cityName: string) {
  await page.goto("/create-guide");
  await page.getByLabel("Location", { exact: true }).selectOption({ label: cityName });
  await expect(page.getByText("Loading places...")).toHaveCount(0);
}

test("a pasted Google Maps link offers the listed place at its point, picked with the keyboard", async ({
  page,
  author: _,
}) => {
  const city = await getCity(page.request, AUTHORING_CITY);
  await startGuide(page, city.name);
  const input = placeCombobox(page, "cafesBrunch");
  await pasteLink(page, input, "https://www.google.com/maps/place/Caf%C3%A9+de+Flore/@48.85408,2.33257,17z");

  const section = picker(page, "cafesBrunch");
  await expect(
    section.getByRole("status").filter({ hasText: IMPORT_MESSAGES.pastedLinkFound }),
  ).toBeVisible();
  await expect(input).toHaveAccessibleDescription(IMPORT_MESSAGES.pastedLinkFound);
  await expect(input).toHaveAttribute("aria-expanded", "true");
  const listbox = page.getByRole("listbox", { name: `${CATEGORIES.cafesBrunch.title} in ${city.name}` });
  const options = listbox.getByRole("option");
  // The place the link names comes first; Les Deux Magots, 53 m away, is near enough to be offered after it.
  await expect(options.first()).toContainText("Café de Flore");
  await expect(offeredRow(listbox, "Les Deux Magots")).toBeVisible();
  await expect(offeredRow(listbox, "Le Procope")).toHaveCount(0);

  await page.keyboard.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(pickedChips(page, "cafesBrunch")).toHaveText([/^Café de Flore/]);
  await expect(input).toHaveValue("");
  await expect(input).toBeFocused();
  await expect(section.getByRole("status").filter({ hasText: IMPORT_MESSAGES.pastedLinkFound })).toHaveCount(
    0,
  );
});

test("a link where nothing is listed adds its place through 'Add a place that is not listed', filled from the link", async ({
  page,
  author: _,
}) => {
  const city = await getCity(page.request, AUTHORING_CITY);
  await startGuide(page, city.name);
  const title = CATEGORIES.lunchDinner.title;
  const section = picker(page, "lunchDinner");
  const input = placeCombobox(page, "lunchDinner");
  const addFromLink = section.getByRole("button", { name: IMPORT_MESSAGES.addFromLink });

  // A short link hides its point: the picker says so, as the admin's map-link field does.
  await pasteLink(page, input, "https://maps.app.goo.gl/6fA1mFzF1q3ZqJwT7");
  await expect(
    section.getByRole("status").filter({ hasText: CATALOGUE_MESSAGES.mapLinkShort }),
  ).toBeVisible();
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await expect(addFromLink).toHaveCount(0);

  await pasteLink(page, input, "https://www.google.com/maps/place/Chez+Janou/@48.85923,2.36641,17z");
  await expect(
    section.getByRole("status").filter({ hasText: IMPORT_MESSAGES.pastedLinkNoneNear }),
  ).toBeVisible();
  await expect(input).toHaveAttribute("aria-expanded", "false");
  const axe = await new AxeBuilder({ page }).include(`[aria-labelledby="picker-lunchDinner"]`).analyze();
  expect(axe.violations).toEqual([]);
  // The next stop from the input, by keyboard.
  await page.keyboard.press("Tab");
  await expect(addFromLink).toBeFocused();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: SUGGESTION_MESSAGES.addPlaceTitle(title) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Chez Janou");
  await expect(dialog.getByLabel("Latitude")).toHaveValue("48.85923");
  await expect(dialog.getByLabel("Longitude")).toHaveValue("2.36641");
  await dialog.getByLabel("Tag", { exact: true }).fill("Provençal bistro");
  await dialog.getByLabel("Address", { exact: true }).fill("2 Rue Roger Verlomme, 75003 Paris");
  await dialog.getByRole("button", { name: SUGGESTION_MESSAGES.submit }).click();

  await expect(toaster(page).getByText(SUGGESTION_MESSAGES.added)).toBeVisible();
  await expect(dialog).toBeHidden();
  const added = pickedChips(page, "lunchDinner").filter({ hasText: "Chez Janou" });
  await expect(added).toContainText(SUGGESTION_MESSAGES.notReviewed);
  // The link went on into the dialog; focus is back in the picker for the next place.
  await expect(input).toHaveValue("");
  await expect(input).toBeFocused();
});
