import type { Page } from "@playwright/test";
import { expect, MESSAGES, test } from "./support/fixtures";

/** The nav's search box: in the side menu on desktop, behind the top bar's icon on phones. */
async function openSearch(page: Page) {
  const icon = page.getByRole("banner").getByRole("button", { name: MESSAGES.search.open });
  const combobox = page.getByRole("combobox", { name: MESSAGES.search.label });
  await expect(combobox.or(icon)).toBeVisible();
  if (await icon.isVisible()) await icon.click();
  await combobox.focus();
  return combobox;
}

const suggestions = (page: Page) => page.getByRole("listbox", { name: MESSAGES.search.label });

test("by keyboard from the nav to a place: a misspelt name, arrow down, Enter", async ({ page }) => {
  await page.goto("/");
  const combobox = await openSearch(page);
  await combobox.pressSequentially("eifel tower");
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  const places = suggestions(page).getByRole("group", { name: MESSAGES.search.groups.places });
  await expect(places.getByRole("option").first()).toContainText("Eiffel Tower");

  await page.keyboard.press("ArrowDown");
  const active = places.getByRole("option").first();
  await expect(active).toHaveAttribute("aria-selected", "true");
  await expect(combobox).toHaveAttribute("aria-activedescendant", (await active.getAttribute("id")) ?? "");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/place\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Eiffel Tower" })).toBeVisible();
});

test("Enter with no option active opens /search with the results grouped, each linking to its page", async ({
  page,
}) => {
  await page.goto("/cities");
  const combobox = await openSearch(page);
  await combobox.pressSequentially("barcelna");
  await expect(suggestions(page).getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL("/search?q=barcelna");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(MESSAGES.search.resultsFor("barcelna"));
  const group = (name: string) => main.getByRole("region", { name });
  await expect(group(MESSAGES.search.groups.places).getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/place\//,
  );
  await expect(
    group(MESSAGES.search.groups.guides).getByRole("heading", { name: "Barcelona" }),
  ).toBeVisible();
  await group(MESSAGES.search.groups.cities).getByRole("link", { name: "Barcelona" }).click();
  await expect(page).toHaveURL("/city/barcelona");
});

test("arrow keys wrap round to 'See all results', and Escape closes the suggestions", async ({ page }) => {
  await page.goto("/");
  const combobox = await openSearch(page);
  await combobox.pressSequentially("brookln");
  await expect(suggestions(page).getByRole("option", { name: /Peter Luger Steak House/ })).toBeVisible();

  await page.keyboard.press("ArrowUp");
  const seeAll = suggestions(page).getByRole("option", { name: MESSAGES.search.seeAll("brookln") });
  await expect(seeAll).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await expect(suggestions(page).getByRole("option").first()).toHaveAttribute("aria-selected", "true");

  await page.keyboard.press("Escape");
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  await expect(combobox).not.toHaveAttribute("aria-activedescendant");
  await expect(suggestions(page)).toBeHidden();
  await expect(combobox).toHaveValue("brookln");
});

test("says when nothing matches, in the suggestions and on the page", async ({ page }) => {
  await page.goto("/");
  const combobox = await openSearch(page);
  await combobox.pressSequentially("qqxzzv");
  await expect(
    page.getByRole("status").filter({ hasText: MESSAGES.search.noResults("qqxzzv") }),
  ).toBeVisible();

  await page.goto("/search?q=qqxzzv");
  await expect(page.getByRole("main").getByText(MESSAGES.search.noResults("qqxzzv"))).toBeVisible();
});
