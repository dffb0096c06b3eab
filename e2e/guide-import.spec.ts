import path from "node:path";
import type { Page } from "@playwright/test";
import { CATEGORIES } from "../src/shared/categories";
import { IMPORT_MESSAGES } from "../src/shared/imports";
import { itemNamed, toastText } from "./support/fixtures";
import { expect, pickedChips, pickPlaces, test } from "./support/guide-form";
import { expectNoAxeViolations } from "./support/layout";
import { coordinatesAt, locationPicker, viewCentre } from "./support/maps";

// A list people already have, brought in through the import dialog (docs/product.md §5 Import), at both sizes.
const fixture = (name: string) =>
  path.join(import.meta.dirname, "../src/server/domains/imports/fixtures", name);
const importDialog = (page: Page) => page.getByRole("dialog", { name: IMPORT_MESSAGES.dialogTitle });
const row = (page: Page, name: string) => itemNamed(importDialog(page), name);

test("a Google Takeout list becomes a draft: a category fixed, a location pasted, a row skipped", async ({
  page,
  author: _author,
}) => {
  test.slow();
  await page.goto("/create-guide");
  await page.getByRole("button", { name: IMPORT_MESSAGES.startFromFile }).click();
  const dialog = importDialog(page);
  await dialog.getByLabel("City").selectOption({ label: "Paris" });
  await dialog.getByLabel(IMPORT_MESSAGES.chooseFile).setInputFiles(fixture("takeout-saved-list.csv"));
  await expect(dialog.getByText(IMPORT_MESSAGES.counts(2, 2, 1))).toBeVisible();
  await expect(row(page, "Musee du Louvre")).toContainText("Musée du Louvre");
  await expect(row(page, "Café de Flore").first()).toContainText("Order the hot chocolate.");
  await expectNoAxeViolations(page);

  // Chez Janou has a location from its link; Du Pain et des Idées needs one, pasted as a link.
  await dialog
    .getByLabel(IMPORT_MESSAGES.rowCategory("Chez Janou"))
    .selectOption({ label: CATEGORIES.lunchDinner.title });
  await dialog
    .getByLabel(IMPORT_MESSAGES.rowLocation("Du Pain et des Idées"))
    .fill("https://www.google.com/maps/place/Du+Pain+et+des+Id%C3%A9es/@48.87053,2.36336,17z");
  await expect(dialog.getByLabel(IMPORT_MESSAGES.rowLocation("Du Pain et des Idées"))).toHaveCount(0);
  await dialog
    .getByLabel(IMPORT_MESSAGES.rowCategory("Du Pain et des Idées"))
    .selectOption({ label: CATEGORIES.cafesBrunch.title });
  // Skipped from the keyboard.
  await row(page, "Musee du Louvre")
    .getByRole("button", { name: `${IMPORT_MESSAGES.skip} Musee du Louvre` })
    .focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText(IMPORT_MESSAGES.counts(1, 2, 2))).toBeVisible();
  await expect(row(page, "Musee du Louvre")).toContainText(IMPORT_MESSAGES.skippedByYou);

  await dialog.getByRole("button", { name: IMPORT_MESSAGES.confirmDraft }).click();
  await expect(toastText(page, IMPORT_MESSAGES.draftCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/guide\/paris\//);
  await expect(page.getByText("Draft: only you can see it")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "takeout-saved-list" })).toBeVisible();
  const section = (title: string) => main.getByRole("region", { name: title }).getByRole("listitem");
  await expect(section(CATEGORIES.cafesBrunch.title)).toHaveCount(2);
  await expect(section(CATEGORIES.cafesBrunch.title)).toContainText([
    "Café de Flore",
    "Du Pain et des Idées",
  ]);
  await expect(section(CATEGORIES.cafesBrunch.title).first()).toContainText("Order the hot chocolate.");
  await expect(section(CATEGORIES.cafesBrunch.title).last()).toContainText("Best escargot pastry in town");
  await expect(section(CATEGORIES.lunchDinner.title)).toHaveCount(1);
  await expect(section(CATEGORIES.lunchDinner.title)).toContainText(
    "the chocolate mousse comes in a bowl & you serve yourself",
  );
  await expect(section(CATEGORIES.placesToVisit.title)).toHaveCount(0);
});

test("a My Maps KMZ joins the guide being written: folders mapped to categories, an address-only place located", async ({
  page,
  author: _author,
}) => {
  test.slow();
  await page.goto("/create-guide");
  await page.getByLabel("Location", { exact: true }).selectOption({ label: "Paris" });
  // Picked already: the file's copy of it is not added twice, and the toasts count it so.
  await pickPlaces(page, "placesToVisit", "Paris", [{ name: "Sainte-Chapelle" }]);
  await page.getByRole("button", { name: IMPORT_MESSAGES.importPlaces }).click();
  const dialog = importDialog(page);
  await dialog.getByLabel(IMPORT_MESSAGES.chooseFile).setInputFiles(fixture("my-maps.kmz"));
  await expect(dialog.getByText(IMPORT_MESSAGES.counts(2, 2, 0))).toBeVisible();
  await dialog
    .getByLabel(IMPORT_MESSAGES.folderCategory("Eat & drink"))
    .selectOption({ label: CATEGORIES.drinksNightlife.title });
  await dialog
    .getByLabel(IMPORT_MESSAGES.folderCategory("See"))
    .selectOption({ label: CATEGORIES.placesToVisit.title });
  // Matched to Bar Hemingway, but the list meant the other bar of the evening: the match is changed.
  await row(page, "Bar Hemingway")
    .getByRole("button", {
      name: `${IMPORT_MESSAGES.changeMatch} ${IMPORT_MESSAGES.matchFor("Bar Hemingway")}`,
    })
    .click();
  await dialog
    .getByLabel(IMPORT_MESSAGES.matchFor("Bar Hemingway"))
    .selectOption({ label: "Harry's New York Bar" });
  // The preview, read again with the choice, keeps it.
  await expect(dialog.getByText(IMPORT_MESSAGES.counts(2, 2, 0))).toBeVisible();
  await expect(
    dialog.getByLabel(IMPORT_MESSAGES.matchFor("Bar Hemingway")).locator("option:checked"),
  ).toHaveText("Harry's New York Bar");
  // The folder put Le Baratin with the bars; it is a restaurant.
  await expect(dialog.getByLabel(IMPORT_MESSAGES.rowCategory("Le Baratin"))).toHaveValue("drinksNightlife");
  await dialog
    .getByLabel(IMPORT_MESSAGES.rowCategory("Le Baratin"))
    .selectOption({ label: CATEGORIES.lunchDinner.title });
  // Musée Rodin has only an address: a click on the small map locates it.
  await dialog.getByRole("button", { name: IMPORT_MESSAGES.pickOnMap }).click();
  const map = locationPicker(page);
  // The map looks at the city's centre before it takes a click.
  await expect
    .poll(async () => Math.abs((await viewCentre(map)).lat - 48.8566), { timeout: 20_000 })
    .toBeLessThan(0.01);
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error("The map is not on screen");
  const click = { x: Math.round(box.x + box.width / 2 + 20), y: Math.round(box.y + box.height / 2 + 20) };
  const expected = await coordinatesAt(map, click);
  await page.mouse.click(click.x, click.y);
  await expect(dialog.getByLabel(IMPORT_MESSAGES.rowLocation("Musée Rodin"))).toHaveCount(0);
  await expect(row(page, "Musée Rodin")).toContainText(`${expected.lat.toFixed(3)}`);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: IMPORT_MESSAGES.confirmPlaces }).click();
  await expect(toastText(page, IMPORT_MESSAGES.placesAdded(3))).toBeVisible();
  await expect(toastText(page, IMPORT_MESSAGES.placesLeftOut(1))).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await expect(pickedChips(page, "drinksNightlife")).toContainText(["Harry's New York Bar"]);
  await expect(pickedChips(page, "lunchDinner")).toContainText(["Le Baratin"]);
  await expect(pickedChips(page, "placesToVisit")).toContainText(["Sainte-Chapelle", "Musée Rodin"]);
  await expect(page.getByRole("textbox", { name: "Note for Harry's New York Bar" })).toHaveValue(
    "Ask for Colin\nCash only & tiny: arrive at 18:00",
  );
});
