import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Cookie, Locator, Page } from "@playwright/test";
import { CATEGORIES } from "../src/shared/categories";
import { citySlug } from "../src/shared/cities";
import { PAGE_TITLES } from "../src/shared/page-titles";
import type { GuideDetail, PlaceSummary } from "../src/shared/schemas";
import { createAccount, newUser } from "./support/accounts";
import { signInAsAdmin } from "./support/admin";
import { getDemoGuide } from "./support/api";
import { test as base, expect, FAILED_RESOURCE, MESSAGES } from "./support/fixtures";
import { AUTHORING_CITY, createGuide, deleteGuidesOf, getCity, placesOf, uniqueName } from "./support/guides";
import { expectRenderedPlaces, guidePlaces, locatedPlaces, startMap } from "./support/maps";
import { serverUrl } from "./support/servers";
import { undersizedTargets } from "./support/target-size";

/**
 * Every route, signed out, signed in and as admin, with its dialogs and menus open: the page has its own title,
 * and axe finds nothing (issue 16). Both projects run it, so each page is checked at 1280 and at 390 px.
 * A visit loads a page once and checks it as it opens, then in each of its states in turn (a menu open, a tab
 * chosen); the member and the admin sign in once per worker. Loading the page and signing in again for every
 * state took about a third of this spec's time on a 2-core machine.
 */

type Role = "visitor" | "member" | "admin";

/** What a visit reads: the demo guide and one of its places, and (signed in) the member's own guide. */
type World = {
  demo: GuideDetail;
  place: PlaceSummary;
  creator: Parameters<typeof PAGE_TITLES.profile>[0];
  own?: GuideDetail;
};

/** A state of the page after the one it opens in; axe checks the page in it. */
type State = {
  name: string;
  /** Opens a dialog, menu or tab and returns it. */
  open: (page: Page, world: World) => Promise<Locator>;
  /** A dialog or menu over the page, which Escape closes before the next state opens. */
  overlay?: boolean;
};

type Visit = {
  name: string;
  role: Role;
  path: (world: World) => string;
  title: (world: World) => string;
  /** What shows once the page has its data; a level-one heading unless said otherwise. */
  ready?: (page: Page, world: World) => Locator;
  /** Console errors the page logs on purpose (the not-found page answers 404). */
  allowedConsoleErrors?: RegExp[];
  states?: State[];
};

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
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

const adminTab = (tab: string): State => ({ name: tab, open: openAdminTab(tab) });

/** The dialog the first row's button of a list tab opens. */
const adminDialog = (name: string, tab: string, button: RegExp, role: "dialog" | "alertdialog"): State => ({
  name,
  overlay: true,
  open: async (page) => {
    const panel = await openAdminTab(tab)(page);
    return click(panel.getByRole("button", { name: button }).first(), page.getByRole(role));
  },
});

const VISITS: Visit[] = [
  // Signed out
  {
    name: "Home",
    role: "visitor",
    path: () => "/",
    title: () => PAGE_TITLES.home,
    states: [
      {
        name: "its search suggestions open",
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
    ],
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
    states: [
      {
        name: "its Export menu open",
        overlay: true,
        open: (page) =>
          click(page.getByRole("button", { name: MESSAGES.guide.export }), page.getByRole("menu")),
      },
      {
        // On a phone the page opens with the map's preview; this is the live map it starts.
        name: "its live map",
        open: async (page, { demo }) => {
          const map = await startMap(page);
          await expectRenderedPlaces(map, locatedPlaces(guidePlaces(demo)).length);
          return page.getByRole("region", { name: MESSAGES.map.label(demo.name) });
        },
      },
    ],
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
    states: [
      {
        name: "its delete dialog open",
        overlay: true,
        open: (page, { own }) =>
          click(
            page.getByRole("button", { name: `Delete ${own?.name}` }).first(),
            page.getByRole("alertdialog"),
          ),
      },
    ],
  },
  {
    name: "Edit profile",
    role: "member",
    path: () => "/profile/edit",
    title: () => PAGE_TITLES.plain("Edit profile"),
  },
  {
    name: "Notification settings",
    role: "member",
    path: () => "/notifications/settings",
    title: () => PAGE_TITLES.plain("Notification settings"),
    ready: (page) => page.getByRole("checkbox", { name: "An invitation to a guide: Email" }),
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
    name: "Notifications",
    role: "member",
    path: () => "/notifications",
    title: () => PAGE_TITLES.plain("Notifications"),
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

  // Admin: the dashboard opens on Create Place.
  {
    name: "Admin",
    role: "admin",
    path: () => "/admin",
    title: () => PAGE_TITLES.plain("Admin"),
    ready: (page) => page.getByRole("tab", { name: "Create Place", selected: true }),
    states: [
      adminTab("Places List"),
      adminDialog("a place's edit dialog", "Places List", /^Edit /, "dialog"),
      adminTab("Create City"),
      adminTab("Cities List"),
      adminDialog("a city's edit dialog", "Cities List", /^Edit /, "dialog"),
      adminDialog("a city's delete dialog", "Cities List", /^Delete /, "alertdialog"),
      adminTab("Guides List"),
      adminTab("Suggestions"),
    ],
  },
];

type SignedInRole = Exclude<Role, "visitor">;

/** The member's or the admin's session cookies, and the member's own guide. */
type Session = { cookies: Cookie[]; own?: GuideDetail };

/** Signs `request` in as `role`: the admin, or a new member with a guide, a saved guide and a bookmarked place. */
async function signIn(request: APIRequestContext, role: SignedInRole): Promise<GuideDetail | undefined> {
  if (role === "admin") {
    await signInAsAdmin(request, "demo");
    return undefined;
  }
  await createAccount(request, newUser());
  const demo = await getDemoGuide(request);
  const city = await getCity(request, AUTHORING_CITY);
  const own = await createGuide(request, {
    name: uniqueName("Axe"),
    city,
    places: await placesOf(request, city),
  });
  expect((await request.put(`/api/me/saved-guides/${demo.id}`)).ok()).toBe(true);
  expect((await request.put(`/api/me/bookmarked-places/${demo.places.cafesBrunch[0]?.id}`)).ok()).toBe(true);
  return own;
}

/** Each role signs in once per worker, when a visit first needs it; the member's guide goes at the end. */
const test = base.extend<object, { sessions: (role: SignedInRole) => Promise<Session> }>({
  sessions: [
    async ({ playwright }, use) => {
      const started = new Map<SignedInRole, Promise<{ request: APIRequestContext; own?: GuideDetail }>>();
      const start = async (role: SignedInRole) => {
        const request = await playwright.request.newContext({ baseURL: serverUrl("demo") });
        return { request, own: await signIn(request, role) };
      };
      await use(async (role) => {
        let session = started.get(role);
        if (!session) {
          session = start(role);
          started.set(role, session);
        }
        const { request, own } = await session;
        return { cookies: (await request.storageState()).cookies, own };
      });
      for (const session of started.values()) {
        const { request, own } = await session;
        if (own) await deleteGuidesOf(request, username(own));
        await request.dispose();
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

async function expectNoViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target)}`,
    ),
    `axe, ${state}`,
  ).toEqual([]);
}

for (const visit of VISITS) {
  test.describe(() => {
    test.use({ allowedConsoleErrors: visit.allowedConsoleErrors ?? [] });
    test(`${visit.role}: ${visit.name} has its title and no axe violations`, async ({ page, sessions }) => {
      const states = visit.states ?? [];
      // An axe check takes a few seconds on a 2-core machine.
      test.setTimeout(test.info().timeout + 8_000 * states.length);
      const demo = await getDemoGuide(page.request);
      const place = demo.places.cafesBrunch[0];
      if (!place) throw new Error(`${demo.name} has no café`);
      const profile = await page.request.get(`/api/profiles/${username(demo)}`);
      expect(profile.ok()).toBe(true);
      const world: World = { demo, place, creator: (await profile.json()).profile };
      if (visit.role !== "visitor") {
        const { cookies, own } = await sessions(visit.role);
        await page.context().addCookies(cookies);
        world.own = own;
      }

      await page.goto(visit.path(world));
      await expect((visit.ready ?? heading)(page, world).first()).toBeVisible();
      await expect(page.locator(".animate-pulse")).toHaveCount(0);
      await expect(page).toHaveTitle(visit.title(world));
      await expectNoViolations(page, "as the page opens");
      // Targets are measured on a phone, where fingers meet them (issue 46 item 10).
      if (test.info().project.name === "mobile")
        expect(await undersizedTargets(page), "targets under their minimum size").toEqual([]);

      for (const state of states) {
        await test.step(state.name, async () => {
          const opened = await state.open(page, world);
          await expect(opened.locator(".animate-pulse")).toHaveCount(0);
          await expectNoViolations(page, `with ${state.name}`);
          if (state.overlay) {
            await page.keyboard.press("Escape");
            await expect(opened).toBeHidden();
          }
        });
      }
    });
  });
}
