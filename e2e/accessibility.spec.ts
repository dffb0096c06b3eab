import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { CATEGORIES } from "../src/shared/categories";
import { citySlug } from "../src/shared/cities";
import { PAGE_TITLES } from "../src/shared/page-titles";
import type { GuideDetail, PlaceSummary } from "../src/shared/schemas";
import { createAccount, newUser, type TestUser } from "./support/accounts";
import { signInAsAdmin } from "./support/admin";
import { getDemoGuide } from "./support/api";
import { expect, FAILED_RESOURCE, MESSAGES, test } from "./support/fixtures";
import { AUTHORING_CITY, createGuide, deleteGuidesOf, getCity, placesOf, uniqueName } from "./support/guides";
import { expectRenderedPlaces, guidePlaces, locatedPlaces, startMap } from "./support/maps";
import { serverUrl } from "./support/servers";

/**
 * Every route, signed out, signed in and as admin, with its dialogs and menus open: the page has its own title,
 * and axe finds nothing (issue 16). Both projects run it, so each scene is checked at 1280 and at 390 px.
 */

type Role = "visitor" | "member" | "admin";

/** What a scene reads: the demo guide and one of its places, and (signed in) the member and their own guide. */
type World = {
  demo: GuideDetail;
  place: PlaceSummary;
  creator: Parameters<typeof PAGE_TITLES.profile>[0];
  member?: TestUser;
  own?: GuideDetail;
};

type Scene = {
  name: string;
  role: Role;
  path: (world: World) => string;
  title: (world: World) => string;
  /** What shows once the page has its data; a level-one heading unless said otherwise. */
  ready?: (page: Page, world: World) => Locator;
  /** Console errors the page logs on purpose (the not-found page answers 404). */
  allowedConsoleErrors?: RegExp[];
  /** Opens a dialog or menu and returns it; axe then checks the page with it open. */
  open?: (page: Page, world: World) => Promise<Locator>;
};

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const dialog = (page: Page) => page.getByRole("dialog");
const guidePath = (guide: GuideDetail) => `/guide/${citySlug(guide.location)}/${guide.id}`;
const guideTitle = (guide: GuideDetail) =>
  PAGE_TITLES.guide({ name: guide.name, cityName: guide.location, creator: guide.creator.username });
const username = (guide: GuideDetail) => guide.creator.username.replace(/^@/, "");

async function click(target: Locator, opened: Locator): Promise<Locator> {
  await target.click();
  await expect(opened).toBeVisible();
  return opened;
}

const openAdminTab = (name: string) => async (page: Page) => {
  await page.getByRole("tab", { name, exact: true }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel).toBeVisible();
  await expect(panel.locator(".animate-pulse")).toHaveCount(0);
  return panel;
};

const SCENES: Scene[] = [
  // Signed out
  { name: "Home", role: "visitor", path: () => "/", title: () => PAGE_TITLES.home },
  {
    name: "Home with search suggestions open",
    role: "visitor",
    path: () => "/",
    title: () => PAGE_TITLES.home,
    open: async (page) => {
      // On a phone the search field sits behind an icon in the header.
      const icon = page.getByRole("banner").getByRole("button", { name: MESSAGES.search.open });
      if (await icon.isVisible()) await icon.click();
      await page.getByRole("combobox", { name: MESSAGES.search.label }).fill("paris");
      const suggestions = page.getByRole("listbox", { name: MESSAGES.search.label });
      await expect(suggestions.getByRole("option").first()).toBeVisible();
      return suggestions;
    },
  },
  { name: "Cities", role: "visitor", path: () => "/cities", title: () => PAGE_TITLES.cities },
  {
    name: "a city with guides",
    role: "visitor",
    path: ({ demo }) => `/city/${citySlug(demo.location)}`,
    title: ({ demo }) => PAGE_TITLES.city(demo.location),
  },
  {
    name: "a city with no guides yet",
    role: "visitor",
    // Every city of the demo server has a test guide; the server with no guides shows the invitation.
    path: () => `${serverUrl("empty")}/city/paris`,
    title: () => PAGE_TITLES.city("Paris"),
  },
  {
    name: "a guide",
    role: "visitor",
    path: ({ demo }) => guidePath(demo),
    title: ({ demo }) => guideTitle(demo),
  },
  {
    name: "a guide with its Export menu open",
    role: "visitor",
    path: ({ demo }) => guidePath(demo),
    title: ({ demo }) => guideTitle(demo),
    open: (page) => click(page.getByRole("button", { name: MESSAGES.guide.export }), page.getByRole("menu")),
  },
  {
    // On a phone the page opens with the map's preview; this is the live map it starts.
    name: "a guide with its live map",
    role: "visitor",
    path: ({ demo }) => guidePath(demo),
    title: ({ demo }) => guideTitle(demo),
    open: async (page, { demo }) => {
      const map = await startMap(page);
      await expectRenderedPlaces(map, locatedPlaces(guidePlaces(demo)).length);
      return page.getByRole("region", { name: MESSAGES.map.label(demo.name) });
    },
  },
  {
    name: "a category of a guide",
    role: "visitor",
    path: ({ demo }) => `${guidePath(demo)}/category/cafesBrunch`,
    title: ({ demo }) => PAGE_TITLES.category("cafesBrunch", demo.name),
    ready: (page) => page.getByRole("heading", { level: 1, name: CATEGORIES.cafesBrunch.title }),
  },
  {
    name: "a place",
    role: "visitor",
    path: ({ place }) => `/place/${place.id}`,
    title: ({ place, demo }) =>
      PAGE_TITLES.place({
        name: place.name,
        tag: place.tag ?? CATEGORIES[place.category].placeLabel,
        cityName: demo.location,
      }),
  },
  { name: "Search", role: "visitor", path: () => "/search?q=cafe", title: () => PAGE_TITLES.plain("Search") },
  {
    name: "a creator's profile",
    role: "visitor",
    path: ({ demo }) => `/profile/${username(demo)}`,
    title: ({ creator }) => PAGE_TITLES.profile(creator),
  },
  { name: "Sign in", role: "visitor", path: () => "/signin", title: () => PAGE_TITLES.plain("Sign in") },
  { name: "Sign up", role: "visitor", path: () => "/signup", title: () => PAGE_TITLES.plain("Sign up") },
  {
    name: "Forgot password",
    role: "visitor",
    path: () => "/forgot-password",
    title: () => PAGE_TITLES.plain("Forgot password"),
  },
  {
    name: "Reset password",
    role: "visitor",
    path: () => "/reset-password?token=unknown",
    title: () => PAGE_TITLES.plain("Reset password"),
  },
  {
    name: "not found",
    role: "visitor",
    path: () => "/no-such-page",
    title: () => PAGE_TITLES.notFound,
    allowedConsoleErrors: [FAILED_RESOURCE],
  },

  // Signed in
  {
    name: "a guide, signed in",
    role: "member",
    path: ({ demo }) => guidePath(demo),
    title: ({ demo }) => guideTitle(demo),
  },
  {
    name: "own profile",
    role: "member",
    path: () => "/profile",
    title: () => PAGE_TITLES.plain("Profile"),
  },
  {
    name: "own profile with the delete dialog open",
    role: "member",
    path: () => "/profile",
    title: () => PAGE_TITLES.plain("Profile"),
    open: (page, { own }) =>
      click(page.getByRole("button", { name: `Delete ${own?.name}` }).first(), page.getByRole("alertdialog")),
  },
  {
    name: "Edit profile",
    role: "member",
    path: () => "/profile/edit",
    title: () => PAGE_TITLES.plain("Edit profile"),
  },
  { name: "Saved guides", role: "member", path: () => "/saved", title: () => PAGE_TITLES.plain("Saved") },
  {
    name: "Saved places",
    role: "member",
    path: () => "/saved?tab=places",
    title: () => PAGE_TITLES.plain("Saved"),
  },
  {
    name: "Saved, one city",
    role: "member",
    path: ({ demo }) => `/saved/${citySlug(demo.location)}`,
    title: ({ demo }) => PAGE_TITLES.plain(`Saved in ${demo.location}`),
  },
  {
    name: "Saved, all expanded",
    role: "member",
    path: () => "/saved-expanded",
    title: () => PAGE_TITLES.plain("Saved"),
  },
  {
    name: "Create a guide",
    role: "member",
    path: () => "/create-guide",
    title: () => PAGE_TITLES.plain("Create a guide"),
  },
  {
    name: "Edit a guide",
    role: "member",
    path: ({ own }) => `/edit-guide/${own?.id}`,
    title: () => PAGE_TITLES.plain("Edit guide"),
    ready: (page) => page.getByRole("button", { name: "Update Guide" }),
  },

  // Admin
  ...["Create Place", "Places List", "Create City", "Cities List", "Guides List", "Suggestions"].map(
    (tab): Scene => ({
      name: `Admin: ${tab}`,
      role: "admin",
      path: () => "/admin",
      title: () => PAGE_TITLES.plain("Admin"),
      open: openAdminTab(tab),
    }),
  ),
  {
    name: "Admin: a place's edit dialog",
    role: "admin",
    path: () => "/admin",
    title: () => PAGE_TITLES.plain("Admin"),
    open: async (page) => {
      const panel = await openAdminTab("Places List")(page);
      return click(panel.getByRole("button", { name: /^Edit / }).first(), dialog(page));
    },
  },
  {
    name: "Admin: a city's edit dialog",
    role: "admin",
    path: () => "/admin",
    title: () => PAGE_TITLES.plain("Admin"),
    open: async (page) => {
      const panel = await openAdminTab("Cities List")(page);
      return click(panel.getByRole("button", { name: /^Edit / }).first(), dialog(page));
    },
  },
  {
    name: "Admin: a city's delete dialog",
    role: "admin",
    path: () => "/admin",
    title: () => PAGE_TITLES.plain("Admin"),
    open: async (page) => {
      const panel = await openAdminTab("Cities List")(page);
      return click(panel.getByRole("button", { name: /^Delete / }).first(), page.getByRole("alertdialog"));
    },
  },
];

/** A member with a guide of their own, the demo guide saved and one of its places bookmarked. */
async function signInMember(page: Page, demo: GuideDetail, place: PlaceSummary) {
  const member = newUser();
  await createAccount(page.request, member);
  const city = await getCity(page.request, AUTHORING_CITY);
  const own = await createGuide(page.request, {
    name: uniqueName("Axe"),
    city,
    places: await placesOf(page.request, city),
  });
  expect((await page.request.put(`/api/me/saved-guides/${demo.id}`)).ok()).toBe(true);
  expect((await page.request.put(`/api/me/bookmarked-places/${place.id}`)).ok()).toBe(true);
  return { member, own };
}

for (const scene of SCENES) {
  test.describe(() => {
    test.use({ allowedConsoleErrors: scene.allowedConsoleErrors ?? [] });
    test(`${scene.role}: ${scene.name} has its title and no axe violations`, async ({ page }) => {
      const demo = await getDemoGuide(page.request);
      const place = demo.places.cafesBrunch[0];
      if (!place) throw new Error(`${demo.name} has no café`);
      const profile = await page.request.get(`/api/profiles/${username(demo)}`);
      expect(profile.ok()).toBe(true);
      const world: World = {
        demo,
        place,
        creator: (await profile.json()).profile,
      };
      if (scene.role === "member") Object.assign(world, await signInMember(page, demo, place));
      if (scene.role === "admin") await signInAsAdmin(page, "demo");

      await page.goto(scene.path(world));
      await expect((scene.ready ?? heading)(page, world).first()).toBeVisible();
      await expect(page.locator(".animate-pulse")).toHaveCount(0);
      await expect(page).toHaveTitle(scene.title(world));
      const opened = await scene.open?.(page, world);
      if (opened) await expect(opened.locator(".animate-pulse")).toHaveCount(0);

      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target)}`,
        ),
      ).toEqual([]);

      if (world.member) await deleteGuidesOf(page.request, world.member.username);
    });
  });
}
