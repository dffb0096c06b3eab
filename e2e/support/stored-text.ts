import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { CATEGORY_KEYS } from "../../src/shared/categories";
import type { City, GuideDetail, PlaceDetail } from "../../src/shared/schemas";
import { createAccount, newUser, type TestUser } from "./accounts";
import { createCity, createGuide, createPlace, signInAsAdmin } from "./admin";
import { serverUrl } from "./servers";

/**
 * Markup that runs script when a page puts it into the DOM as HTML (or into an attribute, a URL, the page's
 * title or an inline script) instead of as text. Each tries window.__pwned or a dialog.
 */
export const SCRIPT_PAYLOADS = [
  "<script>window.__pwned=1</script>",
  `<img src=x onerror="window.__pwned=1;alert(1)">`,
  `"><svg onload=window.__pwned=1>`,
  "'><svg/onload=alert(1)>",
  "</title><script>alert(1)</script>",
  "</script><script>window.__pwned=1</script>",
  `<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>`,
  `<a href="javascript:alert(1)">click</a>`,
  "javascript:alert(1)",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "&lt;img src=x onerror=alert(1)&gt; &amp;",
  "{{constructor.constructor('alert(1)')()}}",
] as const;

/** The guide's introduction and notes: plain text whose line breaks are kept, each line told apart by its start. */
export const introductionLines = SCRIPT_PAYLOADS.map((payload, index) => `Intro ${index}: ${payload}`);
export const noteOf = (placeIndex: number) =>
  `Note ${placeIndex}: ${SCRIPT_PAYLOADS[(placeIndex + 2) % SCRIPT_PAYLOADS.length]}`;

/** Opening hours whose comment (in double quotes, so it holds none) is a payload; the library reads them. */
export function hoursOf(placeIndex: number): string {
  const payload = SCRIPT_PAYLOADS[(placeIndex + 5) % SCRIPT_PAYLOADS.length] ?? "";
  return `Mo-Fr 09:00-18:00 "${payload.replaceAll('"', "'")}"`;
}

/** Tags are at most 40 characters. */
const TAG_PAYLOADS = [
  "<svg onload=alert(1)>",
  `"><img src=x onerror=alert(1)>`,
  "<b onmouseover=alert(1)>x</b>",
];

/** A maps link the place schema accepts (http(s), no spaces) that breaks out of a quoted attribute. */
export const BREAKOUT_MAPS_LINK = `https://maps.example.com/?q="><script>alert(1)</script>'onmouseover=alert(1)`;

/** Link values the place schema must refuse: only http(s) links are stored (docs/product.md §5). */
export const REFUSED_MAPS_LINKS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "  javascript:alert(document.cookie)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example/x",
  "https://maps.example.com/ onmouseover=alert(1)",
];

export type StoredText = {
  suffix: string;
  city: City;
  /**
   * Three a category, in CATEGORY_KEYS order; the first half have BREAKOUT_MAPS_LINK as maps link and website,
   * the rest neither. Each has a phone number and opening hours with a payload comment (hoursOf).
   */
  places: PlaceDetail[];
  guide: GuideDetail;
  /** The guide's author, who saved the guide and bookmarked the places; first and last names are payloads. */
  author: TestUser;
  adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;
  authorState: Awaited<ReturnType<BrowserContext["storageState"]>>;
};

/** Stores a payload in every free-text field on the admin server: a city, twelve places, an author and a guide. */
export async function storePayloads(browser: Browser): Promise<StoredText> {
  const baseURL = serverUrl("admin");
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage, "admin");
  const city = await createCity(adminPage.request, "#3F88C5", "<img src=x onerror=alert(1)>");
  const { suffix } = city;
  const places: PlaceDetail[] = [];
  for (const [index, payload] of SCRIPT_PAYLOADS.entries()) {
    const category = CATEGORY_KEYS[Math.floor(index / 3)];
    if (!category) throw new Error("Twelve payloads make three places a category");
    places.push(
      await createPlace(adminPage.request, {
        name: `${payload} ${suffix}`,
        category,
        city,
        tag: TAG_PAYLOADS[index % TAG_PAYLOADS.length],
        address: `${SCRIPT_PAYLOADS[(index + 1) % SCRIPT_PAYLOADS.length]} 1 Rue ${suffix}`,
        googleMapsLink: index < SCRIPT_PAYLOADS.length / 2 ? BREAKOUT_MAPS_LINK : "",
        website: index < SCRIPT_PAYLOADS.length / 2 ? BREAKOUT_MAPS_LINK : "",
        phone: "+1 (555) 010-0199",
        openingHours: hoursOf(index),
      }),
    );
  }

  const author = {
    ...newUser(),
    firstName: "</script><script>window.__pwned=1</script>",
    lastName: `"><img src=x onerror=alert(1)>`,
  };
  const authorContext = await browser.newContext({ baseURL });
  const { request } = await authorContext.newPage();
  await createAccount(request, author, "admin");
  const guide = await createGuide(
    request,
    {
      name: `"><svg onload=alert(1)></title><script>alert(1)</script> ${suffix}`,
      cityId: city.id,
      places: {
        cafesBrunch: places.slice(0, 3),
        lunchDinner: places.slice(3, 6),
        drinksNightlife: places.slice(6, 9),
        placesToVisit: places.slice(9, 12),
      },
    },
    {
      introduction: introductionLines.join("\n"),
      notes: Object.fromEntries(places.map((place, index) => [place.id, noteOf(index)])),
    },
  );
  const writes = [
    request.put(`/api/me/saved-guides/${guide.id}`),
    ...places.map((place) => request.put(`/api/me/bookmarked-places/${place.id}`)),
  ];
  for (const response of await Promise.all(writes)) expect(response.ok(), response.url()).toBe(true);

  const stored = {
    suffix,
    city,
    places,
    guide,
    author,
    adminState: await admin.storageState(),
    authorState: await authorContext.storageState(),
  };
  await Promise.all([admin.close(), authorContext.close()]);
  return stored;
}

/** Removes what storePayloads made, so the admin server's lists stay as other specs expect them. */
export async function removePayloads(browser: Browser, stored: StoredText): Promise<void> {
  const baseURL = serverUrl("admin");
  const author = await browser.newContext({ baseURL, storageState: stored.authorState });
  expect((await author.request.delete(`/api/guides/${stored.guide.id}`)).ok()).toBe(true);
  const admin = await browser.newContext({ baseURL, storageState: stored.adminState });
  for (const place of stored.places) {
    expect((await admin.request.delete(`/api/places/${place.id}`)).ok()).toBe(true);
  }
  expect((await admin.request.delete(`/api/cities/${stored.city.id}`)).ok()).toBe(true);
  await Promise.all([author.close(), admin.close()]);
}

/**
 * Watches a page for script that a stored payload made run: dialogs, window.__pwned, CSP violations (the policy
 * blocks what got through the rendering), event-handler attributes and active elements in the DOM, a broken
 * title, and links that are neither http(s), a path of the site nor a tel: link of digits.
 */
export async function guardAgainstScripts(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });

  return async function expectNothingRan(where: string): Promise<void> {
    const state = await page.evaluate(() => {
      const elements = [...document.querySelectorAll("*")];
      return {
        pwned: (window as { __pwned?: unknown }).__pwned,
        violations: (window as { __cspViolations?: string[] }).__cspViolations ?? [],
        handlers: elements
          .flatMap((element) => [...element.attributes].map((attribute) => attribute.name))
          .filter((name) => name.startsWith("on")),
        activeElements: elements
          .filter((element) => /^(iframe|object|embed|base|math|mglyph)$/i.test(element.localName))
          .map((element) => element.outerHTML),
        inlineScripts: [...document.scripts]
          .filter((script) => !script.src && script.type !== "application/json")
          .map((script) => script.outerHTML),
        hrefs: [...document.querySelectorAll("a[href], area[href]")].map(
          (link) => link.getAttribute("href") ?? "",
        ),
        title: document.title,
      };
    });
    expect(dialogs, `${where}: dialogs opened`).toEqual([]);
    expect(state.pwned, `${where}: window.__pwned`).toBeUndefined();
    expect(state.violations, `${where}: CSP violations`).toEqual([]);
    expect(state.handlers, `${where}: event-handler attributes`).toEqual([]);
    expect(state.activeElements, `${where}: injected elements`).toEqual([]);
    expect(state.inlineScripts, `${where}: inline scripts`).toEqual([]);
    // A payload in a page title shows as text and leaves the title element whole, suffix included.
    expect(state.title, `${where}: title`).toMatch(/(^|\s)Cityguides$/);
    expect(state.hrefs.length, `${where}: links`).toBeGreaterThan(0);
    for (const href of state.hrefs) {
      // A fragment is a place on the same page (the guide's Map on phones), never stored text.
      expect(
        href,
        `${where}: a link that is neither http(s), a path of the site, a place on the page nor a phone number`,
      ).toMatch(/^(https?:\/\/\S+|\/(?![/\\])\S*|#[a-z][\w-]*|tel:\+?\d+)$/i);
    }
  };
}
