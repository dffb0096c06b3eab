import type { Page } from "@playwright/test";
import { CATEGORIES, CATEGORY_KEYS, type CategoryKey } from "../../src/shared/categories";
import { PLACES_PER_CATEGORY } from "../../src/shared/limits";
import { createAccount, newUser, type TestUser } from "./accounts";
import { test as base, expect } from "./fixtures";
import { deleteGuidesOf, type PlacesByCategory } from "./guides";

/**
 * `author`: a fresh user signed in in the page's browser context, with a first name of their own (default guide
 * names are '{City} by {first name}'); whatever guides they made are deleted when the test ends.
 */
export const test = base.extend<{ author: TestUser }>({
  author: async ({ page }, use) => {
    const user = newUser();
    user.firstName = `Mira${user.username.slice("e2e_".length)}`;
    await createAccount(page.request, user);
    await use(user);
    // The test is over: leave the app first, or a page still open on a guide hears of its deletion, asks for it
    // again and logs the 404 as if the test had failed.
    // A page that asked before unloading (the leave guard's tests) may abort this navigation: it is left anyway.
    if (!page.isClosed()) await page.goto("about:blank", { timeout: 10_000 }).catch(() => undefined);
    await deleteGuidesOf(page.request, user.username);
  },
});

export const picker = (page: Page, key: CategoryKey) =>
  page.getByRole("region", { name: CATEGORIES[key].title, exact: true });

export const pickedChips = (page: Page, key: CategoryKey) =>
  page.getByRole("list", { name: `${CATEGORIES[key].title} picked` }).getByRole("listitem");

export const countText = (count: number) =>
  `${count} of ${PLACES_PER_CATEGORY.max} selected (minimum ${PLACES_PER_CATEGORY.min})`;

/** A category's 'Add places' combobox (its input). */
export const placeCombobox = (page: Page, key: CategoryKey) =>
  picker(page, key).getByRole("combobox", { name: `Add places to ${CATEGORIES[key].title}` });

/** The 'Add places' listbox of a category, opened with a click on its input. */
export async function openOffered(page: Page, key: CategoryKey, cityName: string) {
  await placeCombobox(page, key).click();
  const list = page.getByRole("listbox", { name: `${CATEGORIES[key].title} in ${cityName}` });
  await expect(list).toBeVisible();
  await expect(placeCombobox(page, key)).toHaveAttribute("aria-expanded", "true");
  return list;
}

/** One offered place: its option in an open 'Add places' listbox. */
export const offeredRow = (list: ReturnType<Page["getByRole"]>, placeName: string) =>
  list.getByRole("option").filter({ has: list.page().getByText(placeName, { exact: true }) });

/** Picks the places from the category's 'Add places' list, then closes it. */
export async function pickPlaces(
  page: Page,
  key: CategoryKey,
  cityName: string,
  places: { name: string }[],
): Promise<void> {
  const list = await openOffered(page, key, cityName);
  for (const place of places) {
    const row = offeredRow(list, place.name);
    await row.click();
    await expect(row).toHaveAttribute("aria-disabled", "true");
  }
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
}

/** Picks the given places in every category. */
export async function pickAll(page: Page, cityName: string, places: PlacesByCategory): Promise<void> {
  for (const key of CATEGORY_KEYS) await pickPlaces(page, key, cityName, places[key]);
}

export { expect };
