import type { APIRequestContext, Page } from "@playwright/test";
import { CATEGORIES, type CategoryKey } from "../src/shared/categories";
import { CATALOGUE_MESSAGES as M } from "../src/shared/messages";
import type { PlacePage } from "../src/shared/schemas";
import { adminPanel, openAdminTab, signInAsAdmin } from "./support/admin";
import { getCities } from "./support/api";
import { expect, test } from "./support/fixtures";
import { holdRequests } from "./support/network";

// The demo server's catalogue (more than 20 places), only read here.

const PAGE_SIZE = 20;

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page, "demo");
  await openAdminTab(page, "Places List");
});

type Query = { cityId?: string; category?: CategoryKey; q?: string; offset?: number };

/** The names the API lists for these filters, a page of the dashboard's size. */
async function listedNames(
  request: APIRequestContext,
  query: Query,
): Promise<{ names: string[]; total: number }> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(query.offset ?? 0) });
  for (const key of ["cityId", "category", "q"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const response = await request.get(`/api/places?${params}`);
  expect(response.ok()).toBe(true);
  const page = (await response.json()) as PlacePage;
  return { names: page.items.map((place) => place.name), total: page.total };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const rows = (page: Page) => adminPanel(page).getByRole("listitem");
/** Each row starts with the place's name. */
const expectRows = (page: Page, names: string[]) =>
  expect(rows(page)).toHaveText(names.map((name) => new RegExp(`^${escapeRegExp(name)}`)));

/** The first rows, each shown as the expected name it starts with (or its whole text when it does not). */
async function firstRowNames(page: Page, names: string[]): Promise<string[]> {
  const texts = (await rows(page).allTextContents()).slice(0, names.length);
  return texts.map((text, index) => {
    const name = names[index];
    return name !== undefined && text.startsWith(name) ? name : text;
  });
}

test("filtering by city and category, then searching by name, narrows the list", async ({
  page,
  request,
}) => {
  const paris = (await getCities(request)).find((city) => city.value === "paris");
  if (!paris) throw new Error("Paris is not seeded");

  await adminPanel(page).getByLabel("City").selectOption({ label: "Paris" });
  const inParis = await listedNames(request, { cityId: paris.id });
  await expectRows(page, inParis.names);
  await expect(rows(page).filter({ hasNotText: "· Paris" })).toHaveCount(0);

  const cafes = CATEGORIES.cafesBrunch.placeLabel;
  await adminPanel(page).getByLabel("Category").selectOption({ label: cafes });
  const parisCafes = await listedNames(request, { cityId: paris.id, category: "cafesBrunch" });
  expect(parisCafes.names.length).toBeGreaterThan(1);
  expect(parisCafes.names.length).toBeLessThan(inParis.names.length);
  await expectRows(page, parisCafes.names);
  for (const row of await rows(page).all()) await expect(row).toContainText(`${cafes} · Paris`);

  // Part of one name, in another case: the search ignores case.
  const [, wanted = ""] = parisCafes.names;
  const term = wanted.slice(0, 6).toUpperCase();
  const found = await listedNames(request, { cityId: paris.id, category: "cafesBrunch", q: term });
  expect(found.names).toContain(wanted);
  expect(found.names.length).toBeLessThan(parisCafes.names.length);
  const search = adminPanel(page).getByRole("searchbox", { name: "Search by name" });
  await search.fill(term);
  await expectRows(page, found.names);

  await search.fill("no such place anywhere");
  await expect(adminPanel(page).getByText("No places match.")).toBeVisible();
  await expect(rows(page)).toHaveCount(0);

  await search.fill("");
  await expectRows(page, parisCafes.names);
  await adminPanel(page).getByLabel("City").selectOption({ label: "All cities" });
  const allCafes = await listedNames(request, { category: "cafesBrunch" });
  await expectRows(page, allCafes.names);
});

test("more than 20 places load 20 at a time as the list scrolls", async ({ page, request }) => {
  const first = await listedNames(request, {});
  const second = await listedNames(request, { offset: PAGE_SIZE });
  expect(first.total).toBeGreaterThan(2 * PAGE_SIZE);

  await expectRows(page, first.names);
  await expect(adminPanel(page).getByText(M.placesShown(PAGE_SIZE, first.total))).toBeVisible();
  await rows(page).last().scrollIntoViewIfNeeded();
  await expectRows(page, [...first.names, ...second.names]);
  await expect(adminPanel(page).getByText(M.placesShown(2 * PAGE_SIZE, first.total))).toBeVisible();

  // A filter starts again at the first page (and, with the end of the list in view, may load the next at once).
  await adminPanel(page).getByLabel("Category").selectOption({ label: CATEGORIES.placesToVisit.placeLabel });
  const sights = await listedNames(request, { category: "placesToVisit" });
  await expect.poll(() => firstRowNames(page, sights.names)).toEqual(sights.names);
  await expect(adminPanel(page).getByText(new RegExp(`^\\d+ of ${sights.total} places$`))).toBeVisible();
});

test("while a filter's places load, the last list stays dimmed and cannot be clicked", async ({ page }) => {
  // The filtered list is held back until the test lets it through.
  const release = await holdRequests(
    page,
    (url) => url.pathname === "/api/places" && url.searchParams.get("category") === "placesToVisit",
  );
  const list = adminPanel(page).getByRole("list");
  await expect(rows(page).first()).toBeVisible();
  await expect(list).toHaveAttribute("aria-busy", "false");
  const staleEdit = rows(page)
    .first()
    .getByRole("button", { name: /^Edit / });
  const staleLabel = (await staleEdit.getAttribute("aria-label")) ?? "";

  await adminPanel(page).getByLabel("Category").selectOption({ label: CATEGORIES.placesToVisit.placeLabel });
  await expect(list).toHaveAttribute("aria-busy", "true");
  await expect(list).toHaveCSS("pointer-events", "none");
  // A click on a row of the last list reaches nothing: no dialog opens.
  await adminPanel(page).getByRole("button", { name: staleLabel, exact: true }).click({ force: true });
  await expect(page.getByRole("dialog")).toHaveCount(0);

  release();
  await expect(list).toHaveAttribute("aria-busy", "false");
  for (const row of await rows(page).all()) {
    await expect(row).toContainText(CATEGORIES.placesToVisit.placeLabel);
  }
});

test("each place of the list links to its page", async ({ page, request }) => {
  const { items } = (await (await request.get(`/api/places?limit=1`)).json()) as PlacePage;
  const [first] = items;
  if (!first) throw new Error("The catalogue is empty");
  await adminPanel(page)
    .getByRole("link", { name: `View ${first.name}`, exact: true })
    .click();
  await expect(page).toHaveURL(`/place/${first.id}`);
  await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
});
