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

test("'NYC' finds New York, grouped: the city, then its guides, then the best few places with 'More places'", async ({
  page,
}) => {
  await page.goto("/search?q=NYC");
  const main = page.getByRole("main");
  // The groups' own headings, in order (a guide card has a heading of its own).
  await expect(main.locator("h2[id^=search-group-]")).toHaveText([
    MESSAGES.search.groups.cities,
    MESSAGES.search.groups.guides,
    MESSAGES.search.groups.places,
  ]);
  const group = (name: string) => main.getByRole("region", { name });
  await expect(group(MESSAGES.search.groups.cities).getByRole("link")).toHaveText(["New York"]);
  await expect(group(MESSAGES.search.groups.guides).getByRole("heading", { name: "New York" })).toBeVisible();
  const places = group(MESSAGES.search.groups.places);
  await expect(places.getByRole("listitem")).toHaveCount(6);
  await places.getByRole("link", { name: MESSAGES.search.more(MESSAGES.search.groups.places) }).click();
  await expect(page).toHaveURL("/search?q=NYC&more=places");
  await expect.poll(() => places.getByRole("listitem").count()).toBeGreaterThan(6);
  await expect(
    places.getByRole("link", { name: MESSAGES.search.more(MESSAGES.search.groups.places) }),
  ).toHaveCount(0);
});

test("a search that finds nothing offers the closest names and the cities", async ({ page }) => {
  await page.goto("/search?q=centrl%20prk");
  const main = page.getByRole("main");
  await expect(main.getByText(MESSAGES.search.noResults("centrl prk"))).toBeVisible();
  await expect(main.getByText(MESSAGES.search.didYouMean)).toBeVisible();
  const cities = main.getByRole("navigation", { name: MESSAGES.search.browseCities });
  await expect(cities.getByRole("link", { name: "Paris" })).toBeVisible();
  await main.getByRole("link", { name: "Central Park", exact: true }).click();
  await expect(page).toHaveURL("/search?q=Central+Park");
  await expect(
    main
      .getByRole("region", { name: MESSAGES.search.groups.places })
      .getByRole("link", { name: /Central Park/ })
      .first(),
  ).toBeVisible();
});
