import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { placeInput } from "../src/server/seed/factories";
import { CATEGORY_KEYS } from "../src/shared/categories";
import { citySlug } from "../src/shared/cities";
import { mapsSearchUrl } from "../src/shared/maps";
import {
  ACCOUNT_MESSAGES,
  CATALOGUE_MESSAGES,
  PLACE_DETAILS_MESSAGES,
  SAVE_MESSAGES,
} from "../src/shared/messages";
import type { ApiErrorBody, PlaceDetail } from "../src/shared/schemas";
import { newUser } from "./support/accounts";
import { adminPanel, openAdminTab, placeForm } from "./support/admin";
import { getPlace } from "./support/api";
import { expect, MESSAGES, test } from "./support/fixtures";
import { openOffered } from "./support/guide-form";
import { serverUrl } from "./support/servers";
import {
  BREAKOUT_MAPS_LINK,
  guardAgainstScripts,
  hoursOf,
  introductionLines,
  noteOf,
  REFUSED_MAPS_LINKS,
  removePayloads,
  type StoredText,
  storePayloads,
} from "./support/stored-text";

// Stored text never runs: every free-text field holds script payloads, and every page that shows them is checked.
// The data is made once, so the tests run in order in one worker; on the admin server, where nothing else counts it.
test.describe.configure({ mode: "default" });
test.use({ baseURL: serverUrl("admin") });

let stored: StoredText;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  stored = await storePayloads(browser);
});
test.afterAll(async ({ browser }) => {
  if (stored) await removePayloads(browser, stored);
});

/** Each text is on the page as text: had it been parsed as HTML, its markup would be gone from what is shown. */
async function expectShown(page: Page, texts: string[]) {
  for (const text of texts) {
    await expect(page.getByText(text).filter({ visible: true }).first(), text).toBeVisible();
  }
}

const fullName = () => `${stored.author.firstName} ${stored.author.lastName}`;
const cityPath = () => `/city/${citySlug(stored.city.name)}`;
const guidePath = () => `/guide/${citySlug(stored.city.name)}/${stored.guide.id}`;
const namesOf = (places: PlaceDetail[]) => places.map((place) => place.name);
const textsOf = (places: PlaceDetail[]) =>
  places.flatMap((place) => [place.name, place.tag ?? "", place.address ?? ""]);

/** Signs the page's own context in, so the console guard of the fixtures watches it. */
async function signIn(page: Page, as: "admin" | "author") {
  const { cookies } = as === "admin" ? stored.adminState : stored.authorState;
  await page.context().addCookies(cookies);
}

const apiAs = (playwright: PlaywrightWorkerArgs["playwright"], as: "admin" | "author") =>
  playwright.request.newContext({
    baseURL: serverUrl("admin"),
    storageState: as === "admin" ? stored.adminState : stored.authorState,
  });

test("fields whose rules leave no room for markup refuse it, and links are only http(s)", async ({
  playwright,
}) => {
  const admin = await apiAs(playwright, "admin");
  const [first] = stored.places;
  if (!first) throw new Error("No stored place");
  const detailsOf = async (response: Awaited<ReturnType<typeof admin.post>>) => {
    expect(response.status(), await response.text()).toBe(400);
    return ((await response.json()) as ApiErrorBody).error.details ?? {};
  };

  for (const googleMapsLink of REFUSED_MAPS_LINKS) {
    const place = { name: `Link ${stored.suffix}`, category: "cafesBrunch" as const, city: stored.city };
    const created = await admin.post("/api/places", {
      multipart: await placeForm({ ...place, googleMapsLink }),
    });
    expect(await detailsOf(created), googleMapsLink).toEqual({
      googleMapsLink: [CATALOGUE_MESSAGES.placeInvalidUrl],
    });
    const edit = {
      ...placeInput(stored.city, {
        name: place.name,
        category: place.category,
        tag: "Tag",
        address: "1 Rue Test",
        googleMapsLink,
      }),
      keepImages: first.images,
    };
    const updated = await admin.put(`/api/places/${first.id}`, {
      multipart: { place: JSON.stringify(edit) },
    });
    expect(await detailsOf(updated), googleMapsLink).toEqual({
      googleMapsLink: [CATALOGUE_MESSAGES.placeInvalidUrl],
    });
    const website = await admin.post("/api/places", {
      multipart: await placeForm({ ...place, website: googleMapsLink }),
    });
    expect(await detailsOf(website), googleMapsLink).toEqual({
      website: [PLACE_DETAILS_MESSAGES.websiteInvalid],
    });
  }
  expect(await getPlace(admin, first.id)).toMatchObject({
    googleMapsLink: BREAKOUT_MAPS_LINK,
    website: BREAKOUT_MAPS_LINK,
  });

  const city = { name: `Refused ${stored.suffix}`, value: `refused${stored.suffix}`, bgColor: "#3F88C5" };
  const badValue = await admin.post("/api/cities", { data: { ...city, value: "<script>x</script>" } });
  expect(await detailsOf(badValue)).toEqual({ value: [CATALOGUE_MESSAGES.cityValueCharacters] });
  const badColor = await admin.post("/api/cities", {
    data: { ...city, bgColor: "red;background:url(javascript:alert(1))" },
  });
  expect(Object.keys(await detailsOf(badColor))).toEqual(["bgColor"]);
  await admin.dispose();

  const author = await apiAs(playwright, "author");
  const visitor = await playwright.request.newContext({ baseURL: serverUrl("admin") });
  for (const username of [`"><svg/onload=alert(1)>`, "<script>alert(1)</script>", "javascript:alert(1)"]) {
    const renamed = await author.patch("/api/me", { data: { firstName: "Tess", username } });
    expect(await detailsOf(renamed), username).toEqual({ username: [ACCOUNT_MESSAGES.usernameCharacters] });
    const signUp = await visitor.post("/api/auth/sign-up/email", {
      headers: { origin: serverUrl("admin") },
      data: { ...newUser(), username, name: "Tess" },
    });
    expect(signUp.status(), `sign-up as ${username}`).toBe(400);
    expect(await signUp.json()).toMatchObject({ code: "INVALID_USERNAME" });
  }
  const me = await author.get("/api/me");
  expect(await me.json()).toMatchObject({
    username: stored.author.username,
    firstName: stored.author.firstName,
  });
  await Promise.all([author.dispose(), visitor.dispose()]);
});

// A visitor's eighteen pages, thirteen of them with a map of the places, in three tests: as one test they took
// more than 1.5 minutes on a 2-core machine.
test("a visitor's lists, guide and profile show every payload as text and run none of it", async ({
  page,
}) => {
  test.slow();
  const expectNothingRan = await guardAgainstScripts(page);
  const creator = `@${stored.author.username}`;

  await page.goto("/");
  await expectShown(page, [stored.guide.name, stored.city.name, creator]);
  await expectNothingRan("Home");

  await page.goto("/cities");
  await expectShown(page, [stored.city.name]);
  await expectNothingRan("Cities");

  await page.goto(cityPath());
  await expectShown(page, [stored.guide.name, stored.city.name]);
  await expectNothingRan("City");

  await page.goto(guidePath());
  await expectShown(page, [stored.guide.name, stored.city.name, creator, ...textsOf(stored.places)]);
  await expectShown(page, [...introductionLines, ...stored.places.map((_, index) => noteOf(index))]);
  await expectNothingRan("Guide");

  await page.goto(`/profile/${stored.author.username}`);
  await expectShown(page, [fullName(), stored.guide.name]);
  await expectNothingRan("Profile");
});

test("a visitor's category pages show every payload as text and run none of it", async ({ page }) => {
  test.slow();
  const expectNothingRan = await guardAgainstScripts(page);
  for (const [index, category] of CATEGORY_KEYS.entries()) {
    await page.goto(`${guidePath()}/category/${category}`);
    await expectShown(page, [stored.guide.name, ...textsOf(stored.places.slice(index * 3, index * 3 + 3))]);
    await expectShown(
      page,
      [0, 1, 2].map((offset) => noteOf(index * 3 + offset)),
    );
    await expectNothingRan(`Category ${category}`);
  }
});

test("a visitor's place pages show every payload as text and run none of it", async ({ page }) => {
  test.slow();
  const expectNothingRan = await guardAgainstScripts(page);
  for (const [index, place] of stored.places.entries()) {
    await page.goto(`/place/${place.id}`);
    await expectShown(page, [place.name, place.tag ?? "", place.address ?? ""]);
    await expectShown(page, [stored.guide.name, noteOf(index)]);
    // The city has no time zone, so the hours are shown as written, comment and all.
    await expectShown(page, [hoursOf(index)]);
    if (place.website) {
      const website = page.getByRole("link", { name: "maps.example.com" });
      await expect(website).toHaveAttribute("href", place.website);
      await expect(website).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(page.getByRole("link", { name: "+1 (555) 010-0199" })).toHaveAttribute(
      "href",
      "tel:+15550100199",
    );
    const mapsLink = place.googleMapsLink ?? mapsSearchUrl(place.address ?? "");
    await expect(page.getByRole("link", { name: MESSAGES.place.seeDetails })).toHaveAttribute(
      "href",
      mapsLink,
    );
    await expectNothingRan(`Place ${place.name}`);
  }
});

test("the author's own pages, forms and saved lists show the payloads as text", async ({ page }) => {
  await signIn(page, "author");
  const expectNothingRan = await guardAgainstScripts(page);

  // The page shell carries the signed-in user's first name, which closes a <script> element if not escaped.
  await page.goto("/");
  await expectShown(page, [stored.guide.name]);
  await expectNothingRan("Home, signed in");

  await page.goto("/profile");
  await expectShown(page, [fullName(), stored.guide.name, stored.city.name]);
  await page.getByRole("button", { name: `Delete ${stored.guide.name}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    `"${stored.guide.name}" and its places will be removed.`,
  );
  await expectNothingRan("Own profile, Delete Guide");
  await page.keyboard.press("Escape");

  await page.goto("/profile/edit");
  await expect(page.getByLabel("First Name")).toHaveValue(stored.author.firstName);
  await expect(page.getByLabel("Last Name")).toHaveValue(stored.author.lastName);
  await expectNothingRan("Edit profile");

  await page.goto("/saved");
  await expectShown(page, [stored.guide.name, stored.city.name]);
  await page.getByRole("tab", { name: SAVE_MESSAGES.bookmarkedPlacesTab }).click();
  await expectShown(page, textsOf(stored.places));
  await expectNothingRan("Saved");

  await page.goto(`/saved/${citySlug(stored.city.name)}`);
  await expectShown(page, [stored.guide.name]);
  await expectNothingRan("Saved city");

  await page.goto(`/edit-guide/${stored.guide.id}`);
  await expect(page.getByLabel("Guide Name")).toHaveValue(stored.guide.name);
  await expectShown(page, namesOf(stored.places));
  await expectNothingRan("Edit guide");

  await page.goto("/create-guide");
  await page.getByLabel("Location", { exact: true }).selectOption(stored.city.id);
  await expect(page.getByLabel("Guide Name")).toHaveValue(
    `${stored.city.name} by ${stored.author.firstName}`,
  );
  await openOffered(page, "cafesBrunch", stored.city.name);
  await expectShown(page, namesOf(stored.places.slice(0, 3)));
  await expectNothingRan("Create guide, Add places");
});

test("the admin's lists and dialogs show the payloads as text", async ({ page }) => {
  await signIn(page, "admin");
  const expectNothingRan = await guardAgainstScripts(page);

  await openAdminTab(page, "Places List");
  await adminPanel(page).getByLabel("Search by name").fill(stored.suffix);
  await expect(adminPanel(page).getByRole("listitem")).toHaveCount(stored.places.length);
  await expectShown(page, [...namesOf(stored.places), stored.city.name]);
  const [first] = stored.places;
  if (!first) throw new Error("No stored place");
  await adminPanel(page)
    .getByRole("button", { name: `Edit ${first.name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Place" });
  await expect(dialog.getByLabel("Name")).toHaveValue(first.name);
  await expect(dialog.getByLabel("Tag")).toHaveValue(first.tag ?? "");
  await expect(dialog.getByLabel("Address")).toHaveValue(first.address ?? "");
  await expect(dialog.getByLabel("Google Maps link (optional)")).toHaveValue(BREAKOUT_MAPS_LINK);
  await expect(dialog.getByLabel("Website (optional)")).toHaveValue(BREAKOUT_MAPS_LINK);
  await expect(dialog.getByLabel("Opening hours (optional)")).toHaveValue(hoursOf(0));
  await expectNothingRan("Places List, Edit Place");
  await page.keyboard.press("Escape");

  await openAdminTab(page, "Cities List");
  await expectShown(page, [stored.city.name]);
  await adminPanel(page)
    .getByRole("button", { name: `Delete ${stored.city.name}` })
    .click();
  await expect(page.getByRole("alertdialog", { name: `Delete ${stored.city.name}?` })).toBeVisible();
  await expectNothingRan("Cities List, Delete City");
  await page.keyboard.press("Escape");

  await openAdminTab(page, "Guides List");
  await adminPanel(page).getByLabel("Search by name").fill(stored.suffix);
  await expectShown(page, [stored.guide.name, `${stored.city.name} · @${stored.author.username}`]);
  await expectNothingRan("Guides List");

  await openAdminTab(page, "Create Place");
  await expect(
    adminPanel(page).getByLabel("City").locator("option", { hasText: stored.city.name }),
  ).toHaveCount(1);
  await expectNothingRan("Create Place");
});
