import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CATEGORIES } from "../src/shared/categories";
import { PICKER_MESSAGES } from "../src/shared/messages";
import type { PlacePage } from "../src/shared/schemas";
import { SUGGESTION_MESSAGES } from "../src/shared/suggestions";
import { createAccount, newUser } from "./support/accounts";
import { createCity, createPlace, signInAsAdmin } from "./support/admin";
import { expect, openOffered, pickedChips, picker, placeCombobox, test } from "./support/guide-form";
import { AUTHORING_CITY, getCity } from "./support/guides";
import { box } from "./support/layout";
import { apiPath, holdRequests } from "./support/network";
import { serverUrl } from "./support/servers";

const cafes = CATEGORIES.cafesBrunch.title;
const cityField = (page: Page) => page.getByLabel("Location", { exact: true });

/** The places the picker should offer: the API's answer for the city's cafés. */
async function offeredCafes(page: Page, cityId: string) {
  const response = await page.request.get("/api/places", {
    params: { cityId, category: "cafesBrunch", limit: 200 },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as PlacePage).items;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("the picker shows skeleton rows while places load, then each place's tag and address, below the chosen ones", async ({
  page,
  request,
  author,
}) => {
  expect(author.username).toBeTruthy();
  const city = await getCity(request, AUTHORING_CITY);
  const expected = await offeredCafes(page, city.id);
  expect(expected.length).toBeGreaterThanOrEqual(4);
  await page.goto("/create-guide");

  // The real server answers, only later: the list is open meanwhile.
  const release = await holdRequests(page, apiPath("/places"));
  await cityField(page).selectOption({ label: city.name });
  await placeCombobox(page, "cafesBrunch").click();
  await expect(placeCombobox(page, "cafesBrunch")).toHaveAttribute("aria-expanded", "true");
  const listbox = page.getByRole("listbox", { name: `${cafes} in ${city.name}` });
  await expect(listbox).toHaveAttribute("aria-busy", "true");
  const section = picker(page, "cafesBrunch");
  await expect(section.getByRole("status").filter({ hasText: PICKER_MESSAGES.loading })).toHaveCount(1);
  const rows = section.locator("[data-skeleton-row]");
  await expect(rows).toHaveCount(5);
  for (const row of await rows.all()) await expect(row).toBeVisible();
  expect((await box(rows.first())).height).toBeGreaterThan(30);
  // Its bars stand out from the list behind them.
  const [bar, behind] = await rows
    .first()
    .evaluate((row) => [
      getComputedStyle(row.firstElementChild as Element).backgroundColor,
      getComputedStyle(row.parentElement?.parentElement as Element).backgroundColor,
    ]);
  expect(bar).not.toBe(behind);

  release();
  await expect(listbox).toHaveAttribute("aria-busy", "false");
  await expect(rows).toHaveCount(0);
  const options = listbox.getByRole("option");
  await expect(options).toHaveCount(expected.length);
  // Name, tag and address; the city's name is no longer repeated on every row.
  for (const [index, place] of expected.slice(0, 4).entries()) {
    await expect(options.nth(index)).toContainText(place.name);
    await expect(options.nth(index).getByText(place.tag ?? "", { exact: true })).toBeVisible();
    await expect(options.nth(index)).toContainText(place.address ?? "");
  }

  // Picked places are chips above the input; the open list below never covers them.
  for (const place of expected.slice(0, 3)) await options.filter({ hasText: place.name }).click();
  await expect(pickedChips(page, "cafesBrunch")).toHaveCount(3);
  await expect(listbox).toBeVisible();
  await expect(placeCombobox(page, "cafesBrunch")).toBeFocused();
  for (const chip of await pickedChips(page, "cafesBrunch").all()) {
    await chip.scrollIntoViewIfNeeded();
    await expect(chip).toBeVisible();
    const [chipBox, list, input] = await Promise.all(
      [chip, listbox, placeCombobox(page, "cafesBrunch")].map(box),
    );
    if (!chipBox || !list || !input) throw new Error("No box");
    expect(overlaps(chipBox, list)).toBe(false);
    expect(chipBox.y + chipBox.height).toBeLessThanOrEqual(input.y);
    expect(list.y).toBeGreaterThanOrEqual(input.y + input.height);
  }
  // Nothing else of the form is laid over it either: the element at its centre is its own.
  await listbox.scrollIntoViewIfNeeded();
  const centre = await box(listbox);
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="listbox"]') !== null,
    { x: centre.x + centre.width / 2, y: centre.y + Math.min(centre.height / 2, 40) },
  );
  expect(hit).toBe(true);

  await placeCombobox(page, "cafesBrunch").scrollIntoViewIfNeeded();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
});

test("arrow keys move through the places, Enter picks, Escape closes, and focus stays in the input", {
  tag: "@desktop-only",
}, async ({ page, request, author }) => {
  expect(author.username).toBeTruthy();
  const city = await getCity(request, AUTHORING_CITY);
  const expected = await offeredCafes(page, city.id);
  const [first, second, third] = expected;
  const last = expected.at(-1);
  if (!first || !second || !third || !last) throw new Error("Too few cafés");
  await page.goto("/create-guide");
  await cityField(page).selectOption({ label: city.name });
  await expect(page.getByText("Loading places...")).toHaveCount(0);

  const input = placeCombobox(page, "cafesBrunch");
  const listbox = page.getByRole("listbox", { name: `${cafes} in ${city.name}` });
  const option = (name: string) => listbox.getByRole("option").filter({ hasText: name });
  const expectActive = async (name: string) => {
    const id = await option(name).getAttribute("id");
    await expect(input).toHaveAttribute("aria-activedescendant", id ?? "");
    await expect(option(name)).toHaveAttribute("aria-selected", "true");
  };

  await input.focus();
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("ArrowDown");
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await expectActive(first.name);
  await page.keyboard.press("ArrowDown");
  await expectActive(second.name);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  // Round from the first to the last.
  await expectActive(last.name);
  await page.keyboard.press("Enter");
  await expect(pickedChips(page, "cafesBrunch")).toHaveText([last.name]);
  await expect(input).toBeFocused();
  await expect(option(last.name)).toHaveAttribute("aria-disabled", "true");
  // Enter on a place already picked picks nothing more.
  await page.keyboard.press("Enter");
  await expect(pickedChips(page, "cafesBrunch")).toHaveCount(1);

  // Typing narrows the list (by tag too), and the keys work on what is left.
  await page.keyboard.type(third.tag ?? third.name);
  await expect(option(third.name)).toBeVisible();
  await expect(listbox.getByRole("option")).not.toHaveCount(expected.length);
  await page.keyboard.press("ArrowDown");
  await expectActive(third.name);
  await page.keyboard.press("Enter");
  await expect(pickedChips(page, "cafesBrunch")).toHaveText([last.name, third.name]);
  await expect(input).toBeFocused();
  await expect(input).toHaveValue("");

  await page.keyboard.press("Escape");
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await expect(listbox).toBeHidden();
  await expect(input).toBeFocused();
  // Enter opens the list again and never sends the guide form.
  await page.keyboard.press("Enter");
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await expect(page).toHaveURL("/create-guide");

  // A pick by pointer returns focus to the input as well.
  await option(first.name).click();
  await expect(pickedChips(page, "cafesBrunch")).toHaveText([last.name, third.name, first.name]);
  await expect(input).toBeFocused();
});

test.describe("on a server where a city has few places", { tag: "@desktop-only" }, () => {
  test.use({ baseURL: serverUrl("admin") });

  test("a non-admin is pointed at suggesting a place, never at the Admin section; an admin keeps the hint", async ({
    page,
    playwright,
  }) => {
    const admin = await playwright.request.newContext({
      baseURL: serverUrl("admin"),
      extraHTTPHeaders: { origin: serverUrl("admin") },
    });
    const signIn = await admin.post("/api/auth/sign-in/email", {
      data: { email: "admin@cityguides.local", password: "admin-demo-2026" },
    });
    expect(signIn.ok()).toBe(true);
    const city = await createCity(admin);
    const cafe = await createPlace(admin, {
      name: `Corner Roasters ${city.suffix}`,
      category: "cafesBrunch",
      city,
      tag: "Specialty coffee",
      address: "8 Harbour Lane, Adminville",
    });
    await admin.dispose();

    await createAccount(page.request, newUser(), "admin");
    await page.goto("/create-guide");
    await cityField(page).selectOption({ label: city.name });
    const list = await openOffered(page, "cafesBrunch", city.name);
    await expect(list.getByRole("option")).toHaveCount(1);
    await expect(list.getByRole("option")).toContainText(cafe.name);
    await expect(list.getByRole("option")).toContainText("Specialty coffee · 8 Harbour Lane, Adminville");
    await page.keyboard.press("Escape");

    const lunch = CATEGORIES.lunchDinner.title;
    await placeCombobox(page, "lunchDinner").click();
    const section = picker(page, "lunchDinner");
    await expect(section.getByText(PICKER_MESSAGES.noneInCategory(lunch, city.name))).toBeVisible();
    await expect(
      section.getByText(PICKER_MESSAGES.suggestInstead(SUGGESTION_MESSAGES.addPlace)),
    ).toBeVisible();
    await expect(page.getByText(/Admin section/)).toHaveCount(0);
    // The way it points to is right below.
    await expect(section.getByRole("button", { name: SUGGESTION_MESSAGES.addPlace })).toBeVisible();
    await section.getByRole("button", { name: SUGGESTION_MESSAGES.addPlace }).scrollIntoViewIfNeeded();
    await page.keyboard.press("Escape");
    // A search that finds nothing says so, and points the same way.
    await placeCombobox(page, "cafesBrunch").fill("zzqx");
    await expect(picker(page, "cafesBrunch").getByText(PICKER_MESSAGES.noMatch("zzqx"))).toBeVisible();
    await expect(
      picker(page, "cafesBrunch").getByText(PICKER_MESSAGES.suggestInstead(SUGGESTION_MESSAGES.addPlace)),
    ).toBeVisible();
    await expect(page.getByText(/Admin section/)).toHaveCount(0);

    // An admin is told where places are made.
    await page.context().clearCookies();
    await signInAsAdmin(page, "admin");
    await page.goto("/create-guide");
    await cityField(page).selectOption({ label: city.name });
    await placeCombobox(page, "lunchDinner").click();
    await expect(section.getByText(PICKER_MESSAGES.adminAddSome)).toBeVisible();
  });
});
