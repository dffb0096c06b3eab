import type { Page } from "@playwright/test";
import { uniqueSuffix } from "../src/server/seed/factories";
import { CATALOGUE_MESSAGES as M } from "../src/shared/messages";
import { adminPanel, createCity, createPlace, openAdminTab, rgb, signInAsAdmin } from "./support/admin";
import { expect, itemNamed, test, toastText } from "./support/fixtures";
import { serverUrl } from "./support/servers";

// The admin server: cities come and go here without changing what other specs count.
test.use({ baseURL: serverUrl("admin") });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page, "admin");
});

/** The pill of a city on the Cities page: its name, then its number of guides. */
const pill = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("link", {
      name: new RegExp(
        `^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( No guides yet| 1 guide| \\d+ guides)?$`,
      ),
    });
/** A row of the dashboard's Cities List. */
const cityRow = (page: Page, name: string) => itemNamed(adminPanel(page), name);

/** The time the realtime stream has to bring a change to another browser (issue: within 5 s). */
const LIVE = { timeout: 5_000 };

test("a city added, renamed and deleted shows up live on another visitor's Cities page", async ({
  page,
  browser,
}) => {
  const visitorContext = await browser.newContext({ baseURL: serverUrl("admin") });
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto("/cities");
    await expect(pill(visitor, "Paris")).toBeVisible();

    const suffix = uniqueSuffix();
    const name = `Livetown ${suffix}`;
    await openAdminTab(page, "Create City");
    await adminPanel(page).getByLabel("City name").fill(name);
    await adminPanel(page).getByLabel("City value").fill(`livetown${suffix}`);
    await adminPanel(page).getByLabel("Colour", { exact: true }).fill("#2A9D8F");
    await adminPanel(page).getByRole("button", { name: "Add City" }).click();
    await expect(toastText(page, M.cityAdded)).toBeVisible();
    await expect(pill(visitor, name)).toBeVisible(LIVE);
    await expect(pill(visitor, name)).toHaveCSS("background-color", rgb("#2A9D8F"));

    const renamed = `Livecity ${suffix}`;
    await openAdminTab(page, "Cities List");
    await adminPanel(page)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit City" });
    await dialog.getByLabel("City name").fill(renamed);
    await dialog.getByRole("button", { name: "Save City" }).click();
    await expect(toastText(page, M.cityUpdated)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(pill(visitor, renamed)).toBeVisible(LIVE);
    await expect(pill(visitor, name)).toHaveCount(0);

    await adminPanel(page)
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${renamed}?` });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toastText(page, M.cityDeleted)).toBeVisible();
    await expect(pill(visitor, renamed)).toHaveCount(0, LIVE);
    await expect(pill(visitor, "Paris")).toBeVisible();
    // All of it without reloading the visitor's page.
    await expect(visitor).toHaveURL("/cities");
  } finally {
    await visitorContext.close();
  }
});

test("a new colour chosen in the Edit City dialog is the colour of the city's pill", async ({ page }) => {
  const city = await createCity(page.request, "#3F88C5");
  await openAdminTab(page, "Cities List");
  await expect(cityRow(page, city.name)).toContainText(`${city.value} · #3F88C5`);
  await adminPanel(page)
    .getByRole("button", { name: `Edit ${city.name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit City" });
  await expect(dialog.getByLabel("City name")).toHaveValue(city.name);
  await expect(dialog.getByLabel("City value")).toHaveValue(city.value);
  await dialog.getByLabel("Colour", { exact: true }).fill("#E63946");
  await dialog.getByRole("button", { name: "Save City" }).click();
  await expect(toastText(page, M.cityUpdated)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(cityRow(page, city.name)).toContainText(`${city.value} · #E63946`);

  await page.goto("/cities");
  await expect(pill(page, city.name)).toHaveCSS("background-color", rgb("#E63946"));
});

test("other names given in the Edit City dialog are what search finds the city by", async ({ page }) => {
  const city = await createCity(page.request, "#3F88C5");
  const nickname = `Nick${city.suffix}`;
  await openAdminTab(page, "Cities List");
  await adminPanel(page)
    .getByRole("button", { name: `Edit ${city.name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit City" });
  const aliases = dialog.getByLabel("Other names");
  await expect(aliases).toHaveAccessibleDescription(M.cityAliasesHint);
  await aliases.fill(`${nickname}, Old Town`);
  await dialog.getByRole("button", { name: "Save City" }).click();
  await expect(toastText(page, M.cityUpdated)).toBeVisible();

  await page.goto(`/search?q=${nickname}`);
  await expect(
    page.getByRole("main").getByRole("region", { name: "Cities" }).getByRole("link", { name: city.name }),
  ).toBeVisible();
  // Opened again, the dialog shows them as they were written.
  await page.goto("/admin");
  await openAdminTab(page, "Cities List");
  await adminPanel(page)
    .getByRole("button", { name: `Edit ${city.name}` })
    .click();
  await expect(page.getByRole("dialog", { name: "Edit City" }).getByLabel("Other names")).toHaveValue(
    `${nickname}, Old Town`,
  );
});

test("a city that a place uses says so up front and offers no Delete", async ({ page }) => {
  const city = await createCity(page.request);
  await createPlace(page.request, {
    name: `Corner Café ${city.suffix}`,
    category: "cafesBrunch",
    city,
  });
  await openAdminTab(page, "Cities List");
  await adminPanel(page)
    .getByRole("button", { name: `Delete ${city.name}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${city.name}?` });
  await expect(confirm).toContainText(M.cityInUse(0, 1));
  await expect(confirm.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await confirm.getByRole("button", { name: "Close" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(cityRow(page, city.name)).toBeVisible();
});

test("deleting a city that nothing uses says 'City deleted' and takes it off the lists", async ({ page }) => {
  const city = await createCity(page.request);
  await openAdminTab(page, "Cities List");
  await adminPanel(page)
    .getByRole("button", { name: `Delete ${city.name}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${city.name}?` });
  await expect(confirm).toContainText("No guide or place uses this city.");
  // Cancel keeps it.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(cityRow(page, city.name)).toBeVisible();

  await adminPanel(page)
    .getByRole("button", { name: `Delete ${city.name}` })
    .click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toastText(page, M.cityDeleted)).toBeVisible();
  await expect(cityRow(page, city.name)).toHaveCount(0);
  await page.goto("/cities");
  await expect(pill(page, "Paris")).toBeVisible();
  await expect(pill(page, city.name)).toHaveCount(0);
});
