import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { IMPORT_MESSAGES } from "../src/shared/imports";
import { itemNamed } from "./support/fixtures";
import { expect, test } from "./support/guide-form";

// The import preview as a list one reads down (issue 63): compact numbered rows, a refusal that finds its row.
const takeout = readFileSync(
  path.join(import.meta.dirname, "../src/server/domains/imports/fixtures/takeout-saved-list.csv"),
  "utf8",
);
const importDialog = (page: Page) => page.getByRole("dialog", { name: IMPORT_MESSAGES.dialogTitle });
const csv = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
// Takeout writes CRLF, and a CSV keeps the line end its first line has.
const rows = (names: string[]) => names.map((name) => `${name},,,,`).join("\r\n");

async function openImport(page: Page) {
  await page.goto("/create-guide");
  await page.getByRole("button", { name: IMPORT_MESSAGES.startFromFile }).click();
  return importDialog(page);
}

test("the Takeout list reads as numbered rows, six and more on one screen", async ({
  page,
  author: _author,
}, testInfo) => {
  test.slow();
  const dialog = await openImport(page);
  // The fixture's five rows and four more of the city's places, as a longer saved list would have them.
  const file = `${takeout.trimEnd()}\r\n${rows(["Les Deux Magots", "Angelina", "Le Procope", "Eiffel Tower"])}\r\n`;
  await dialog.getByLabel(IMPORT_MESSAGES.chooseFile).setInputFiles(csv("takeout-saved-list.csv", file));
  await expect(dialog.getByText(IMPORT_MESSAGES.cityFirst)).toBeVisible();
  await dialog.getByLabel("City").selectOption({ label: "Paris" });
  await expect(dialog.getByText(IMPORT_MESSAGES.counts(6, 2, 1))).toBeVisible();
  await expect(dialog.getByText(IMPORT_MESSAGES.cityFirst)).toHaveCount(0);
  const items = dialog.getByRole("listitem");
  await expect(items).toHaveCount(9);
  // Numbered as in the file, each with the category it goes to, matched rows included.
  await expect(items.nth(6).locator("span").first()).toHaveText("7");
  await expect(itemNamed(dialog, "Le Procope")).toContainText("Lunch & Dinner");
  await expect(itemNamed(dialog, "Café de Flore").last()).toContainText(IMPORT_MESSAGES.sameAsRow(1));
  const wide = testInfo.project.name === "desktop";
  const onScreen = wide ? 6 : 3;
  await page.screenshot({ path: `/tmp/shots-b/import-${wide ? 1280 : 390}.png` });
  for (let index = 0; index < onScreen; index += 1) await expect(items.nth(index)).toBeInViewport();
});

test.describe(() => {
  // The refusal is the point: the browser logs its 400.
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test("a refusal that names a row scrolls to that row @desktop-only", async ({ page, author: _author }) => {
    test.slow();
    const dialog = await openImport(page);
    await dialog.getByLabel("City").selectOption({ label: "Paris" });
    // Twenty rows of places already listed, then a new place without a location: row 21, far below the fold.
    const file = `Title,Note,URL,Tags,Comment\r\n${rows([...Array.from({ length: 20 }, () => "Angelina"), "Du Pain et des Idées"])}\r\n`;
    await dialog.getByLabel(IMPORT_MESSAGES.chooseFile).setInputFiles(csv("long-list.csv", file));
    await expect(dialog.getByText(IMPORT_MESSAGES.counts(1, 1, 19))).toBeVisible();
    const last = dialog.locator('[data-import-row="21"]');
    await expect(last).not.toBeInViewport();
    await dialog.getByRole("button", { name: IMPORT_MESSAGES.confirmDraft }).click();
    await expect(last).toContainText(IMPORT_MESSAGES.rowNeedsLocation(21));
    await expect(last).toBeInViewport();
  });
});
