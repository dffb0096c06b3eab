import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { CATEGORIES } from "../src/shared/categories";
import type { City, GuideDetail, PlaceDetail } from "../src/shared/schemas";
import { createAccount, newUser, signInWithForm } from "./support/accounts";
import { createCity, createGuide, createGuidePlaces, createPlace, signInAsAdmin } from "./support/admin";
import { expect, MESSAGES, test } from "./support/fixtures";
import { serverUrl } from "./support/servers";

// The admin server: each test makes a city of its own there, and no other spec saves guides on it.
test.use({ baseURL: serverUrl("admin") });

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });
const popularSection = (page: Page) => page.getByRole("region", { name: MESSAGES.popular.thisWeek });
const cityTile = (page: Page, city: City) =>
  page.getByRole("main").getByRole("link", { name: new RegExp(`^${city.name}`) });

/** `count` people, each signed in in a request context of their own. */
async function savers(playwright: PlaywrightWorkerArgs["playwright"], count: number) {
  const people: APIRequestContext[] = [];
  for (let index = 0; index < count; index++) {
    const person = await playwright.request.newContext({ baseURL: serverUrl("admin") });
    await createAccount(person, newUser(), "admin");
    people.push(person);
  }
  return people;
}

async function save(person: APIRequestContext, guide: GuideDetail) {
  const response = await person.put(`/api/me/saved-guides/${guide.id}`);
  expect(response.ok(), `saving answered ${response.status()}`).toBe(true);
}

/** A new city with three places a category and the admin's guides there, oldest first, made through the API. */
async function cityWithGuides(page: Page, names: string[]) {
  const city = await createCity(page.request);
  const places = await createGuidePlaces(page.request, city, city.suffix);
  const guides: GuideDetail[] = [];
  for (const name of names) {
    guides.push(await createGuide(page.request, { name: `${name} ${city.suffix}`, cityId: city.id, places }));
  }
  return { city, guides };
}

test("the Popular sort orders a city's guides by recent saves, and cards count the saves", {
  tag: "@desktop-only",
}, async ({ page, playwright }) => {
  await signInAsAdmin(page, "admin");
  const {
    city,
    guides: [oldest, middle, newest],
  } = await cityWithGuides(page, ["Old favourite", "Quiet pick", "Brand new"]);
  if (!oldest || !middle || !newest) throw new Error("Three guides were made");
  const people = await savers(playwright, 3);
  for (const person of people) await save(person, oldest);
  await save(people[0] as APIRequestContext, middle);

  await page.goto(`/city/${city.slug}`);
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).nth(0)).toContainText(newest.name);
  await expect(cards(page).nth(2)).toContainText(oldest.name);
  await expect(card(page, oldest.name)).toContainText(MESSAGES.popular.saves(3));
  await expect(card(page, middle.name)).toContainText(MESSAGES.popular.saves(1));
  await expect(card(page, newest.name)).not.toContainText("save");

  const popular = page.getByRole("radio", { name: MESSAGES.popular.sortPopular });
  await popular.click();
  await expect(page).toHaveURL(`/city/${city.slug}?sort=popular`);
  await expect(popular).toHaveAttribute("aria-checked", "true");
  await expect(cards(page).nth(0)).toContainText(oldest.name);
  await expect(cards(page).nth(1)).toContainText(middle.name);
  await expect(cards(page).nth(2)).toContainText(newest.name);

  // The order is in the address: a reload keeps it.
  await page.reload();
  await expect(popular).toHaveAttribute("aria-checked", "true");
  await expect(cards(page).nth(0)).toContainText(oldest.name);

  // Saving moves the count at once; the admin's save makes the middle guide's second.
  await card(page, middle.name)
    .getByRole("button", { name: `Save ${middle.name}` })
    .click();
  await expect(card(page, middle.name)).toContainText(MESSAGES.popular.saves(2));

  // By keyboard: arrow to Newest and choose it; the address drops the sort.
  await popular.focus();
  await page.keyboard.press("ArrowLeft");
  // Radix moves the focus in a timeout after the key: a person presses Space on what they see focused.
  await expect(page.getByRole("radio", { name: MESSAGES.popular.sortNewest })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(`/city/${city.slug}`);
  await expect(cards(page).nth(0)).toContainText(newest.name);

  await card(page, oldest.name)
    .getByRole("img", { name: `Cover of ${oldest.name}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: oldest.name })).toBeVisible();
  await expect(page.getByRole("main").getByText(MESSAGES.popular.saves(3), { exact: true })).toBeVisible();

  await page.goto("/cities");
  await expect(cityTile(page, city)).toHaveText(`${city.name}${MESSAGES.cities.guideCount(3)}`);
  for (const person of people) await person.dispose();
});

test("Home shows Popular this week above the newest guides, most saved first", async ({
  page,
  playwright,
}) => {
  await signInAsAdmin(page, "admin");
  const {
    guides: [more, fewer],
  } = await cityWithGuides(page, ["Saved most", "Saved less"]);
  if (!more || !fewer) throw new Error("Two guides were made");
  // More saves than the other test's guides get, so both stay among the six however the tests interleave.
  const people = await savers(playwright, 5);
  for (const person of people) await save(person, more);
  for (const person of people.slice(1)) await save(person, fewer);

  await page.goto("/");
  const section = popularSection(page);
  await expect(section.getByRole("heading", { name: MESSAGES.popular.thisWeek })).toBeVisible();
  const tiles = section.getByRole("listitem");
  const moreTile = tiles.filter({ hasText: more.name });
  await expect(moreTile).toContainText(MESSAGES.popular.saves(5));
  await expect(tiles.filter({ hasText: fewer.name })).toContainText(MESSAGES.popular.saves(4));
  const names = await tiles.allTextContents();
  expect(names.findIndex((text) => text.includes(more.name))).toBeLessThan(
    names.findIndex((text) => text.includes(fewer.name)),
  );
  // Above the newest guides, which still list every guide as a full card.
  const newest = page.getByRole("region", { name: MESSAGES.popular.newest });
  const sectionBox = await section.boundingBox();
  const newestBox = await newest.boundingBox();
  expect(sectionBox?.y ?? 0).toBeLessThan(newestBox?.y ?? 0);
  await expect(newest.getByRole("article").filter({ hasText: more.name })).toBeVisible();

  await moreTile.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/guide/[\\w-]+/${more.id}$`));
  for (const person of people) await person.dispose();
});

test("a city without guides shows what it offers and invites to write the first, signing in first", {
  tag: "@desktop-only",
}, async ({ page, browser, request }) => {
  await signInAsAdmin(page, "admin");
  const city = await createCity(page.request);
  const cafes: PlaceDetail[] = [];
  for (const name of ["Bean", "Crumb"]) {
    cafes.push(
      await createPlace(page.request, {
        name: `${name} ${city.suffix}`,
        category: "cafesBrunch",
        city,
      }),
    );
  }
  const sight = await createPlace(page.request, {
    name: `Old tower ${city.suffix}`,
    category: "placesToVisit",
    city,
  });
  const writer = newUser();
  await createAccount(request, writer, "admin");

  const visitorContext = await browser.newContext({ baseURL: serverUrl("admin") });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/cities");
  await expect(cityTile(visitor, city)).toHaveText(`${city.name}${MESSAGES.cities.guideCount(0)}`);
  await cityTile(visitor, city).click();

  await expect(visitor.getByText(MESSAGES.cityGuides.empty(city.name), { exact: true })).toBeVisible();
  const offers = visitor.getByRole("region", { name: MESSAGES.cityGuides.offers(city.name) });
  const category = (title: string) => offers.getByRole("region", { name: title, exact: true });
  for (const cafe of cafes) {
    await expect(category(CATEGORIES.cafesBrunch.title).getByRole("link", { name: cafe.name })).toBeVisible();
  }
  await expect(
    category(CATEGORIES.placesToVisit.title).getByRole("link", { name: sight.name }),
  ).toBeVisible();
  await expect(category(CATEGORIES.lunchDinner.title)).toHaveCount(0);
  await expect(visitor.getByRole("radio", { name: MESSAGES.popular.sortPopular })).toHaveCount(0);

  await visitor.getByRole("link", { name: MESSAGES.cityGuides.writeFirst(city.name) }).click();
  const createPath = `/create-guide?city=${city.slug}`;
  await expect(visitor).toHaveURL(`/signin?redirect=${encodeURIComponent(createPath)}`);
  await signInWithForm(visitor, writer);
  await expect(visitor).toHaveURL(createPath);
  await expect(visitor.getByLabel("Location", { exact: true })).toHaveValue(city.id);
  await expect(visitor.getByLabel("Guide Name")).toHaveValue(`${city.name} by ${writer.firstName}`);
  await visitorContext.close();
});
