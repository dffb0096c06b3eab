import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { GUIDE_MESSAGES, MESSAGES, SAVE_MESSAGES } from "../src/shared/messages";
import {
  createAccount,
  mainNav,
  newUser,
  signedInUser,
  signInWithForm,
  signUpWithForm,
} from "./support/accounts";
import { getDemoGuide } from "./support/api";
import { expect, FAILED_RESOURCE, test, toaster } from "./support/fixtures";
import { expectRenderedPlaces, locatedPlaces, startMap } from "./support/maps";
import { apiPath, failRequests, holdRequests } from "./support/network";
import { guideCard, saveButton } from "./support/saves";

const savedTab = (page: Page, name: string) => page.getByRole("tabpanel", { name });

test("a visitor saving on Home is asked to sign in, and comes back to Home with the guide saved", {
  tag: "@desktop-only",
}, async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  const user = newUser();
  // The account exists, but the page is not signed in.
  await createAccount(request, user);
  await page.goto("/");
  await saveButton(page, guide.name).click();
  await expect(toaster(page).getByText(SAVE_MESSAGES.signInToSaveGuides)).toBeVisible();
  await toaster(page).getByRole("button", { name: SAVE_MESSAGES.signIn }).click();
  await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent(`/?then=save-guide.${guide.id}`)}`);

  await signInWithForm(page, user);
  // Back where the visitor was, the save done and said, and the address clean: a reload does not save again.
  await expect(page).toHaveURL("/");
  await expect(toaster(page).getByText(SAVE_MESSAGES.guideSaved)).toBeVisible();
  await expect(saveButton(page, guide.name)).toHaveAttribute("aria-pressed", "true");
  const saved = await page.request.get("/api/me/saved-guides");
  expect(JSON.stringify(await saved.json())).toContain(guide.id);
});

test("a visitor bookmarking a place signs in and returns to that place, bookmarked", async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  const [place] = guide.places.cafesBrunch;
  if (!place) throw new Error(`${guide.name} has no café`);
  const user = newUser();
  await createAccount(request, user);
  await page.goto(`/place/${place.id}`);
  await page.getByRole("button", { name: `Bookmark ${place.name}` }).click();
  await expect(toaster(page).getByText(SAVE_MESSAGES.signInToBookmarkPlaces)).toBeVisible();
  await toaster(page).getByRole("button", { name: SAVE_MESSAGES.signIn }).click();
  await expect(page).toHaveURL(
    `/signin?redirect=${encodeURIComponent(`/place/${place.id}?then=bookmark-place.${place.id}`)}`,
  );

  await signInWithForm(page, user);
  await expect(page).toHaveURL(`/place/${place.id}`);
  await expect(page.getByRole("heading", { level: 1, name: place.name })).toBeVisible();
  await expect(toaster(page).getByText(SAVE_MESSAGES.placeBookmarked)).toBeVisible();
  await expect(page.getByRole("button", { name: `Bookmark ${place.name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("a visitor saving a guide who has no account yet signs up, and finds the guide saved", async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  const guidePath = `/guide/new-york/${guide.id}`;
  // The header's Save, the first of the page's.
  const save = page
    .getByRole("main")
    .getByRole("button", { name: `Save ${guide.name}` })
    .first();
  await page.goto(guidePath);
  await save.click();
  await toaster(page).getByRole("button", { name: SAVE_MESSAGES.signIn }).click();
  await page.getByRole("main").getByRole("link", { name: "Sign up", exact: true }).click();
  await signUpWithForm(page, newUser());

  await expect(page).toHaveURL(guidePath);
  await expect(toaster(page).getByText(SAVE_MESSAGES.guideSaved)).toBeVisible();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  // Reloaded, the address no longer carries the intent, and nothing is saved twice or undone.
  await page.reload();
  await expect(save).toHaveAttribute("aria-pressed", "true");
});

test("a link carrying a save does nothing for someone already signed in: only their own Save saves", async ({
  page,
}) => {
  const guide = await getDemoGuide(page.request);
  const guidePath = `/guide/new-york/${guide.id}`;
  await signedInUser(page);
  const isSaved = async () =>
    JSON.stringify(await (await page.request.get("/api/me/saved-guides")).json()).includes(guide.id);
  // Sent straight to the guide, or through the sign-in page that passes a signed-in member on.
  for (const link of [
    `${guidePath}?then=save-guide.${guide.id}`,
    `/signin?redirect=${encodeURIComponent(`${guidePath}?then=save-guide.${guide.id}`)}`,
  ]) {
    await page.goto(link);
    await expect(page).toHaveURL(guidePath);
    await page.waitForLoadState("networkidle");
    expect(await isSaved()).toBe(false);
  }
  await expect(toaster(page).getByText(SAVE_MESSAGES.guideSaved)).toHaveCount(0);
  await expect(
    page
      .getByRole("main")
      .getByRole("button", { name: `Save ${guide.name}` })
      .first(),
  ).toHaveAttribute("aria-pressed", "false");
});

test("Home shows the saves of whoever is signed in, without a reload", { tag: "@desktop-only" }, async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  const user = newUser();
  await createAccount(request, user);
  const saved = await request.put(`/api/me/saved-guides/${guide.id}`);
  expect(saved.ok()).toBe(true);

  await page.goto("/");
  await expect(saveButton(page, guide.name)).toHaveAttribute("aria-pressed", "false");
  await page.getByRole("link", { name: "Sign In", exact: true }).click();
  await signInWithForm(page, user);
  await expect(page).toHaveURL("/");
  await expect(saveButton(page, guide.name)).toHaveAttribute("aria-pressed", "true");

  await mainNav(page).getByRole("link", { name: "Profile" }).click();
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL("/signin");
  await mainNav(page).getByRole("link", { name: "Home" }).click();
  await expect(saveButton(page, guide.name)).toHaveAttribute("aria-pressed", "false");
});

test("save a guide on Home, find it in Saved and its city, then unsave it", async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  await signedInUser(page);
  await page.goto("/");
  const save = saveButton(page, guide.name);
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(toaster(page).getByText(SAVE_MESSAGES.guideSaved)).toBeVisible();
  await expect(save).toHaveAttribute("aria-pressed", "true");

  await mainNav(page).getByRole("link", { name: "Saved" }).click();
  await expect(page).toHaveURL("/saved");
  await expect(page.getByRole("tab", { name: SAVE_MESSAGES.savedGuidesTab })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const group = savedTab(page, SAVE_MESSAGES.savedGuidesTab).getByRole("region", { name: guide.location });
  await expect(group.getByRole("article")).toHaveCount(1);
  await expect(guideCard(page, guide.name)).toBeVisible();

  await group.getByRole("link", { name: "1 guide" }).click();
  await expect(page).toHaveURL(`/saved/${guide.citySlug}`);
  await expect(page.getByRole("heading", { level: 1, name: guide.location })).toBeVisible();
  await expect(guideCard(page, guide.name)).toBeVisible();
  await page.getByRole("link", { name: SAVE_MESSAGES.backToAll }).click();
  await expect(page).toHaveURL("/saved");

  await saveButton(page, guide.name).click();
  await expect(toaster(page).getByText(SAVE_MESSAGES.guideRemoved)).toBeVisible();
  await expect(page.getByText(SAVE_MESSAGES.noSavedGuides)).toBeVisible();
  await expect(guideCard(page, guide.name)).toHaveCount(0);
  await page.getByRole("link", { name: SAVE_MESSAGES.discoverGuides }).click();
  await expect(page).toHaveURL("/");
  await expect(saveButton(page, guide.name)).toHaveAttribute("aria-pressed", "false");
});

test("bookmark a place on its page and find it under its city in Bookmarked Places", async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  const [place] = guide.places.drinksNightlife;
  if (!place) throw new Error(`${guide.name} has no bar`);
  await signedInUser(page);
  await page.goto(`/place/${place.id}`);
  const bookmark = page.getByRole("button", { name: `Bookmark ${place.name}` });
  await expect(bookmark).toHaveAttribute("aria-pressed", "false");
  await bookmark.click();
  await expect(toaster(page).getByText(SAVE_MESSAGES.placeBookmarked)).toBeVisible();
  await expect(bookmark).toHaveAttribute("aria-pressed", "true");

  await mainNav(page).getByRole("link", { name: "Saved" }).click();
  await page.getByRole("tab", { name: SAVE_MESSAGES.bookmarkedPlacesTab }).click();
  const places = savedTab(page, SAVE_MESSAGES.bookmarkedPlacesTab);
  await expect(places.getByRole("heading", { level: 2 })).toHaveText([place.cityName]);
  await expect(page).toHaveURL("/saved?tab=places");
  await places.getByRole("link", { name: place.name }).click();
  await expect(page).toHaveURL(`/place/${place.id}`);
  await expect(page.getByRole("button", { name: `Bookmark ${place.name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Back and a reload both keep the tab, which lives in the address.
  await page.goBack();
  await expect(page.getByRole("tab", { name: SAVE_MESSAGES.bookmarkedPlacesTab })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.reload();
  await expect(places.getByRole("link", { name: place.name })).toBeVisible();

  // The row itself takes the bookmark away.
  await places.getByRole("button", { name: `Bookmark ${place.name}` }).click();
  await expect(toaster(page).getByText(SAVE_MESSAGES.placeRemoved)).toBeVisible();
  await expect(places.getByRole("link", { name: place.name })).toHaveCount(0);
  await expect(places.getByText(SAVE_MESSAGES.noBookmarks)).toBeVisible();
});

test("a city's Saved page shows its bookmarked places on one map, above their list", async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  const bookmarked = [
    guide.places.cafesBrunch[0],
    guide.places.lunchDinner[1],
    guide.places.placesToVisit[2],
  ];
  await signedInUser(page);
  for (const place of bookmarked) {
    expect((await page.request.put(`/api/me/bookmarked-places/${place?.id}`)).ok()).toBe(true);
  }
  const located = locatedPlaces(bookmarked.flatMap((place) => (place ? [place] : [])));
  expect(located, "the demo places have coordinates").toHaveLength(3);

  await page.goto("/saved");
  await page.getByRole("tab", { name: SAVE_MESSAGES.bookmarkedPlacesTab }).click();
  await savedTab(page, SAVE_MESSAGES.bookmarkedPlacesTab)
    .getByRole("link", { name: SAVE_MESSAGES.bookmarksOnMap(3) })
    .click();
  await expect(page).toHaveURL(`/saved/${guide.citySlug}`);
  await expect(page.getByRole("heading", { level: 1, name: guide.location })).toBeVisible();
  const section = page.getByRole("region", { name: SAVE_MESSAGES.bookmarkedPlacesTab });
  for (const place of located)
    await expect(section.getByRole("link", { name: place.name }).first()).toBeVisible();
  const map = await startMap(page);
  await expectRenderedPlaces(map, 3);
  await expect(
    page.getByRole("region", {
      name: MESSAGES.map.label(SAVE_MESSAGES.bookmarksMapOf(guide.location)),
      exact: true,
    }),
  ).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
  ).toEqual([]);

  // Unbookmarked elsewhere, a place leaves the map.
  expect((await page.request.delete(`/api/me/bookmarked-places/${located[0]?.id}`)).ok()).toBe(true);
  await page.reload();
  await expectRenderedPlaces(await startMap(page), 2);
});

test("a new account has empty Saved tabs, and the bookmarks show a loading text first", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await signedInUser(page);
  await page.goto("/saved");
  await expect(page.getByText(SAVE_MESSAGES.noSavedGuides)).toBeVisible();
  await expect(page.getByRole("link", { name: SAVE_MESSAGES.discoverGuides })).toHaveAttribute("href", "/");

  const release = await holdRequests(page, apiPath("/me/bookmarked-places"));
  await page.getByRole("tab", { name: SAVE_MESSAGES.bookmarkedPlacesTab }).click();
  const places = savedTab(page, SAVE_MESSAGES.bookmarkedPlacesTab);
  await expect(places.getByText(SAVE_MESSAGES.loadingBookmarks)).toBeVisible();
  release();
  await expect(places.getByText(SAVE_MESSAGES.noBookmarks)).toBeVisible();
  await expect(places.getByText(SAVE_MESSAGES.loadingBookmarks)).toHaveCount(0);
  await places.getByRole("link", { name: SAVE_MESSAGES.discoverPlaces }).click();
  await expect(page).toHaveURL("/cities");
});

test.describe("saved lists the server cannot give", { tag: "@desktop-only" }, () => {
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("say so in their tab and a toast, and 'Try Again' loads them", async ({ page }) => {
    await signedInUser(page);
    const savedCall = apiPath("/me/saved-guides");
    const bookmarksCall = apiPath("/me/bookmarked-places");
    await failRequests(page, savedCall);
    await failRequests(page, bookmarksCall);
    await page.goto("/saved");

    const guides = savedTab(page, SAVE_MESSAGES.savedGuidesTab);
    await expect(guides.getByRole("alert")).toContainText(GUIDE_MESSAGES.listLoadFailed);
    await expect(toaster(page).getByText(GUIDE_MESSAGES.listLoadFailed)).toBeVisible();
    await page.unroute(savedCall);
    await guides.getByRole("button", { name: MESSAGES.cityGuides.tryAgain }).click();
    await expect(guides.getByText(SAVE_MESSAGES.noSavedGuides)).toBeVisible();

    await page.getByRole("tab", { name: SAVE_MESSAGES.bookmarkedPlacesTab }).click();
    const places = savedTab(page, SAVE_MESSAGES.bookmarkedPlacesTab);
    await expect(places.getByRole("alert")).toContainText(SAVE_MESSAGES.bookmarksLoadFailed);
    await page.unroute(bookmarksCall);
    await places.getByRole("button", { name: MESSAGES.cityGuides.tryAgain }).click();
    await expect(places.getByText(SAVE_MESSAGES.noBookmarks)).toBeVisible();
  });
});

test.describe("addresses that lead back to Saved", { tag: "@desktop-only" }, () => {
  test("/saved-expanded without a city, and an unknown city, lead to /saved", async ({ page }) => {
    await signedInUser(page);
    await page.goto("/saved-expanded");
    await expect(page).toHaveURL("/saved");
    await expect(page.getByRole("tab", { name: SAVE_MESSAGES.savedGuidesTab })).toBeVisible();
    await page.goto("/saved/unknown-city");
    await expect(page).toHaveURL("/saved");
    await expect(page.getByText(SAVE_MESSAGES.noSavedGuides)).toBeVisible();
  });

  test("a visitor opening /saved or a city of it is asked to sign in first", async ({ page }) => {
    await page.goto("/saved");
    await expect(page).toHaveURL("/signin?redirect=%2Fsaved");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await page.goto("/saved/new-york");
    await expect(page).toHaveURL("/signin?redirect=%2Fsaved%2Fnew-york");
  });
});
