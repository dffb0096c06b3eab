import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { placeInput } from "../src/server/seed/factories";
import { CATEGORIES } from "../src/shared/categories";
import { SUGGESTION_QUEUE_PAGE_SIZE } from "../src/shared/limits";
import { GUIDE_MESSAGES } from "../src/shared/messages";
import type { GuideDetail, PlaceDetail, SuggestionQueue } from "../src/shared/schemas";
import { SUGGESTION_LIMITS, SUGGESTION_MESSAGES } from "../src/shared/suggestions";
import { createAccount, newUser } from "./support/accounts";
import { adminPanel, createCity, openAdminTab, signInAsAdmin } from "./support/admin";
import { pngFile, toaster } from "./support/fixtures";
import { expect, pickAll, pickedChips, picker, test } from "./support/guide-form";
import {
  AUTHORING_CITY,
  deleteGuidesOf,
  getCity,
  placesOf,
  profileGuides,
  seededPlaces,
  uniqueName,
} from "./support/guides";
import { serverUrl } from "./support/servers";

const cafesTitle = CATEGORIES.cafesBrunch.title;
const addPlaceDialog = (page: Page) =>
  page.getByRole("dialog", { name: SUGGESTION_MESSAGES.addPlaceTitle(cafesTitle) });

/** Opens the cafés' add-place form from the keyboard: focus on its button, Enter. */
async function openAddPlace(page: Page) {
  const button = picker(page, "cafesBrunch").getByRole("button", { name: SUGGESTION_MESSAGES.addPlace });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(addPlaceDialog(page)).toBeVisible();
}

/** Tabs to the next field, expects it focused, and types into it. */
async function tabAndType(page: Page, label: string, text: string) {
  await page.keyboard.press("Tab");
  await expect(addPlaceDialog(page).getByLabel(label, { exact: true })).toBeFocused();
  await page.keyboard.type(text);
}

test("suggest a place from the picker with the keyboard, use it at once, and see it marked on the guide", async ({
  page,
  author,
}, testInfo) => {
  // A whole journey (suggest, pick, fill three categories, save, read the guide): it outlasts 30 s on a busy machine.
  test.slow();
  const city = await getCity(page.request, AUTHORING_CITY);
  const places = await placesOf(page.request, city, 3);
  const placeName = uniqueName("Le Petit Comptoir");
  const guideName = uniqueName("Paris with a secret");

  await page.goto("/create-guide");
  await page.getByLabel("Location", { exact: true }).selectOption({ label: city.name });
  await page.getByRole("checkbox", { name: "Use default name" }).uncheck();
  await page.getByLabel("Guide Name").fill(guideName);

  await openAddPlace(page);
  const dialog = addPlaceDialog(page);
  await expect(dialog.getByText(city.name, { exact: true })).toBeVisible();
  // Focus starts on the dialog's Close button; every field follows in order.
  await tabAndType(page, "Name", placeName);
  await tabAndType(page, "Tag", "Neighbourhood café");
  await tabAndType(page, "Address", "12 Rue Montorgueil, 75002 Paris");
  await tabAndType(page, "Paste a map link", "48.8644, 2.3466");
  await expect(dialog.getByLabel("Latitude")).toHaveValue("48.8644");
  const photo = dialog.getByLabel(SUGGESTION_MESSAGES.photoLabel);
  // On through Latitude, Longitude and the map's pin to the photo, by keyboard alone.
  for (let step = 0; step < 8; step++) {
    if (await photo.evaluate((input) => input === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(photo).toBeFocused();
  await photo.setInputFiles(await pngFile(testInfo, "front", 30));
  await expect(dialog.getByRole("img", { name: "Photo: front.png" })).toBeVisible();
  await expect(photo).toBeFocused();
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
  ).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: SUGGESTION_MESSAGES.submit })).toBeFocused();
  const strayToast = toaster(page)
    .getByText(GUIDE_MESSAGES.missingPlacesTitle)
    .waitFor({ timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
  await page.keyboard.press("Enter");

  await expect(toaster(page).getByText(SUGGESTION_MESSAGES.added)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Its own form only: the guide form around it (in React's tree) was not sent, which would have said so.
  expect(await strayToast).toBe(false);
  const suggested = pickedChips(page, "cafesBrunch").filter({ hasText: placeName });
  await expect(suggested).toContainText(SUGGESTION_MESSAGES.notReviewed);

  await pickAll(page, city.name, { ...places, cafesBrunch: places.cafesBrunch.slice(0, 2) });
  await page.getByRole("textbox", { name: `Note for ${placeName}` }).fill("The croissant, still warm at 8.");
  await page.getByRole("button", { name: "Create Guide" }).click();
  await expect(toaster(page).getByText(GUIDE_MESSAGES.created)).toBeVisible();

  const [guide] = (await profileGuides(page.request, author.username)).filter(
    (card) => card.name === guideName,
  );
  await page.goto(`/guide/paris/${guide?.id}`);
  const cafes = page.getByRole("region", { name: cafesTitle });
  const row = cafes.getByRole("link", { name: new RegExp(placeName) });
  await expect(row).toContainText(SUGGESTION_MESSAGES.notReviewed);
  await expect(cafes.getByText("The croissant, still warm at 8.")).toBeVisible();
  await row.click();
  await expect(page.getByRole("heading", { level: 1, name: placeName })).toBeVisible();
  await expect(page.getByText(SUGGESTION_MESSAGES.yourSuggestionPending)).toBeVisible();
});

test("a likely duplicate is offered instead, and picking it adds no new place", {
  tag: "@desktop-only",
}, async ({ page, author: _ }) => {
  const city = await getCity(page.request, AUTHORING_CITY);
  await page.goto("/create-guide");
  await page.getByLabel("Location", { exact: true }).selectOption({ label: city.name });
  await openAddPlace(page);
  const dialog = addPlaceDialog(page);
  await dialog.getByLabel("Name", { exact: true }).fill("Cafe de Flor");
  await dialog.getByLabel("Tag", { exact: true }).fill("Café");
  await dialog.getByLabel("Address", { exact: true }).fill("Boulevard Saint-Germain, Paris");
  await dialog
    .getByLabel("Paste a map link")
    .fill("https://www.openstreetmap.org/?mlat=48.85415&mlon=2.33262");
  await dialog.getByRole("button", { name: SUGGESTION_MESSAGES.submit }).click();

  await expect(dialog.getByRole("heading", { name: SUGGESTION_MESSAGES.duplicatesTitle })).toBeVisible();
  await dialog.getByRole("button", { name: SUGGESTION_MESSAGES.pickExisting("Café de Flore") }).click();
  await expect(dialog).toBeHidden();
  await expect(pickedChips(page, "cafesBrunch")).toHaveText([/^Café de Flore/]);
  const mine = await page.request.get(`/api/places?cityId=${city.id}&q=de%20Flor&limit=50`);
  expect(((await mine.json()) as { items: PlaceDetail[] }).items.map((place) => place.name)).toEqual([
    "Café de Flore",
  ]);
});

/** A suggestion and a published guide that uses it with a note, made through the API by `request`'s user. */
async function guideWithSuggestion(request: APIRequestContext, name: string, note: string) {
  const city = await getCity(request, AUTHORING_CITY);
  const suggestion = await request.post("/api/suggestions", {
    multipart: {
      place: JSON.stringify({
        name,
        category: "cafesBrunch",
        tag: "Historic café",
        address: "170 Boulevard Saint-Germain, 75006 Paris",
        cityId: city.id,
        lat: 48.85418,
        lng: 2.33251,
      }),
    },
  });
  expect(suggestion.status(), await suggestion.text()).toBe(201);
  const place = (await suggestion.json()) as PlaceDetail;
  const seeded = await seededPlaces(request, city);
  const cafes = seeded.cafesBrunch.filter((cafe) => cafe.name !== "Café de Flore").slice(0, 2);
  const places = { ...(await placesOf(request, city, 3)), cafesBrunch: [place, ...cafes] };
  const input = {
    name: uniqueName("Saint-Germain mornings"),
    cityId: city.id,
    places: Object.fromEntries(Object.entries(places).map(([key, list]) => [key, list.map((p) => p.id)])),
    notes: { [place.id]: note },
  };
  const guide = await request.post("/api/guides", { data: input });
  expect(guide.status(), await guide.text()).toBe(201);
  return (await guide.json()) as GuideDetail;
}

test("the admin merges a suggestion into an existing place, and the guide shows that place with the note", {
  tag: "@desktop-only",
}, async ({ page, request }) => {
  const author = newUser();
  await createAccount(request, author);
  const name = uniqueName("Cafe de Flore terrace");
  const note = "Sit outside; the chocolat chaud is the thing.";
  const guide = await guideWithSuggestion(request, name, note);

  await signInAsAdmin(page, "demo");
  await openAdminTab(page, "Suggestions");
  const card = adminPanel(page).getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText(`@${author.username}`);
  await expect(card).toContainText(SUGGESTION_MESSAGES.usedInGuides(1));
  await card.getByRole("button", { name: `Merge ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: SUGGESTION_MESSAGES.mergeTitle(name) });
  await dialog.getByRole("radio", { name: /Café de Flore/ }).check();
  await dialog.getByRole("button", { name: SUGGESTION_MESSAGES.mergeInto("Café de Flore") }).click();
  await expect(toaster(page).getByText(SUGGESTION_MESSAGES.merged)).toBeVisible();
  await expect(adminPanel(page).getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

  await page.goto(`/guide/paris/${guide.id}`);
  const cafes = page.getByRole("region", { name: cafesTitle });
  await expect(cafes.getByRole("link", { name: /^Café de Flore/ })).toBeVisible();
  await expect(cafes.getByText(note)).toBeVisible();
  await expect(cafes.getByText(name)).toHaveCount(0);
  await expect(cafes.getByText(SUGGESTION_MESSAGES.notReviewed)).toHaveCount(0);
  await deleteGuidesOf(request, author.username);
});

/** `count` suggestions in the city, made through the API by people of the admin server, 20 a day each. */
async function suggestMany(playwright: PlaywrightWorkerArgs["playwright"], cityId: string, count: number) {
  const made: PlaceDetail[] = [];
  while (made.length < count) {
    const person = await playwright.request.newContext({ baseURL: serverUrl("admin") });
    await createAccount(person, newUser(), "admin");
    for (let index = 0; index < SUGGESTION_LIMITS.perDay && made.length < count; index++) {
      const place = placeInput({ id: cityId }, { name: uniqueName(`Queue Café ${made.length + 1}`) });
      const response = await person.post("/api/suggestions", { multipart: { place: JSON.stringify(place) } });
      expect(response.status(), await response.text()).toBe(201);
      made.push((await response.json()) as PlaceDetail);
    }
    await person.dispose();
  }
  return made;
}

test.describe("the admin's queue", () => {
  // The admin server: no other spec suggests places there, so the queue holds this test's suggestions alone.
  test.use({ baseURL: serverUrl("admin") });

  test("more suggestions than a page: the oldest first, 'Show more suggestions' loads the rest", {
    tag: "@desktop-only",
  }, async ({ page, playwright }) => {
    await signInAsAdmin(page, "admin");
    const city = await createCity(page.request);
    const made = await suggestMany(playwright, city.id, SUGGESTION_QUEUE_PAGE_SIZE + 3);
    const waiting = await page.request.get("/api/suggestions");
    const { total } = (await waiting.json()) as SuggestionQueue;

    await page.goto("/admin");
    // The tab says how many wait before it is opened.
    await expect(page.getByRole("tab", { name: "Suggestions", exact: true })).toContainText(String(total));
    await openAdminTab(page, "Suggestions");
    const panel = adminPanel(page);
    const cards = panel.getByRole("list", { name: "Suggestions waiting for review" }).getByRole("listitem");
    await expect(cards).toHaveCount(SUGGESTION_QUEUE_PAGE_SIZE);
    await expect(
      panel.getByText(`${SUGGESTION_QUEUE_PAGE_SIZE} of ${total} waiting, oldest first`),
    ).toBeVisible();
    const more = panel.getByRole("button", { name: SUGGESTION_MESSAGES.queueMore });
    for (let shown = SUGGESTION_QUEUE_PAGE_SIZE; shown < total; shown += SUGGESTION_QUEUE_PAGE_SIZE) {
      await more.click();
      await expect(cards).toHaveCount(Math.min(total, shown + SUGGESTION_QUEUE_PAGE_SIZE));
    }
    await expect(more).toBeHidden();
    const names = await cards.getByRole("link").allTextContents();
    expect(new Set(names).size).toBe(total);
    expect(names.slice(-made.length)).toEqual(made.map((place) => place.name));

    // A review refreshes the list, the pages already shown included.
    const last = made.at(-1) as PlaceDetail;
    await panel.getByRole("button", { name: `${SUGGESTION_MESSAGES.reject} ${last.name}` }).click();
    const dialog = page.getByRole("dialog", { name: SUGGESTION_MESSAGES.rejectTitle(last.name) });
    await dialog.getByLabel(SUGGESTION_MESSAGES.reasonLabel).fill("Not a café after all.");
    await dialog.getByRole("button", { name: SUGGESTION_MESSAGES.reject }).click();
    await expect(toaster(page).getByText(SUGGESTION_MESSAGES.rejected)).toBeVisible();
    await expect(cards).toHaveCount(total - 1);
    await expect(panel.getByText(`${total - 1} of ${total - 1} waiting, oldest first`)).toBeVisible();
    await expect(page.getByRole("tab", { name: "Suggestions", exact: true })).toContainText(
      String(total - 1),
    );

    for (const place of made.slice(0, -1)) {
      const reason = { reason: "Cleared by the test." };
      const rejected = await page.request.post(`/api/suggestions/${place.id}/reject`, { data: reason });
      expect(rejected.status(), await rejected.text()).toBe(200);
    }
  });
});
