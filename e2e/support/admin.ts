import { type APIRequestContext, expect, type Page } from "@playwright/test";
import {
  cityInput,
  guideInput,
  type PlaceCity,
  placeInput,
  solidPng,
  uniqueSuffix,
} from "../../src/server/seed/factories";
import { byCategory, byCategoryAsync, type CategoryKey } from "../../src/shared/categories";
import type { City, GuideDetail, PlaceDetail } from "../../src/shared/schemas";
import { DEMO_ADMIN } from "./accounts";
import { itemNamed } from "./fixtures";
import { type ServerName, serverUrl } from "./servers";

export const ADMIN_TABS = [
  "Create Place",
  "Places List",
  "Create City",
  "Cities List",
  "Guides List",
  "Suggestions",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/**
 * Signs the page's browser context (or a request context) in as the demo admin through the API (the admin specs
 * start from a signed-in admin; the sign-in form itself is covered by admin-access.spec.ts).
 */
export async function signInAsAdmin(target: Page | APIRequestContext, server: ServerName): Promise<void> {
  const request = "request" in target ? target.request : target;
  const response = await request.post("/api/auth/sign-in/email", {
    headers: { origin: serverUrl(server) },
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(response.ok(), `admin sign-in answered ${response.status()}`).toBe(true);
}

/** Opens the dashboard on one of its tabs. */
export async function openAdminTab(page: Page, tab: AdminTab): Promise<void> {
  if (!page.url().endsWith("/admin")) await page.goto("/admin");
  await page.getByRole("tab", { name: tab, exact: true }).click();
  await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute("aria-selected", "true");
}

/** The content of the selected tab. */
export const adminPanel = (page: Page) => page.getByRole("tabpanel");

/** The rows of the Guides List tab, and the one of a guide by its name. */
export const guideRows = (page: Page) => adminPanel(page).getByRole("listitem");
export const guideRow = (page: Page, name: string) => itemNamed(adminPanel(page), name);

/** Opens the Guides List tab searching for `text`. */
export async function searchGuides(page: Page, text: string) {
  await openAdminTab(page, "Guides List");
  await adminPanel(page).getByLabel("Search by name").fill(text);
}

async function answer<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A city of this test alone, named `{namePrefix} {suffix}`, added through the API by the signed-in admin. */
export async function createCity(
  request: APIRequestContext,
  bgColor = "#3F88C5",
  namePrefix = "Adminville",
): Promise<City & { suffix: string }> {
  const suffix = uniqueSuffix();
  const city = await answer<City>(
    await request.post("/api/cities", {
      data: cityInput({ name: `${namePrefix} ${suffix}`, value: `adminville${suffix}`, bgColor }),
    }),
    "POST /api/cities",
  );
  return { ...city, suffix };
}

/** A place to add; without `lat` and `lng` it stands near its city's centre. */
export type NewPlace = {
  name: string;
  category: CategoryKey;
  city: PlaceCity;
  tag?: string;
  address?: string;
  googleMapsLink?: string;
  lat?: number;
  lng?: number;
  website?: string;
  phone?: string;
  priceLevel?: number;
  openingHours?: string;
};

/** The multipart body of POST /api/places: the place's fields with defaults, and `imageCount` generated pictures. */
export async function placeForm({ city, ...place }: NewPlace, imageCount = 1): Promise<FormData> {
  const form = new FormData();
  form.append(
    "place",
    JSON.stringify(placeInput(city, { tag: "Admin pick", address: "1 Test Street, Adminville", ...place })),
  );
  for (let index = 0; index < imageCount; index++) {
    const png = await solidPng({ hue: index * 70 + place.name.length * 13, width: 48, height: 48 });
    form.append("images", new Blob([new Uint8Array(png)], { type: "image/png" }), `picture-${index + 1}.png`);
  }
  return form;
}

/** A place with `imageCount` generated pictures, added through the API by the signed-in admin. */
export async function createPlace(
  request: APIRequestContext,
  place: NewPlace,
  imageCount = 1,
): Promise<PlaceDetail> {
  const form = await placeForm(place, imageCount);
  return answer<PlaceDetail>(await request.post("/api/places", { multipart: form }), "POST /api/places");
}

/** Three places in every category of the city, the smallest set a guide accepts. */
export async function createGuidePlaces(
  request: APIRequestContext,
  city: PlaceCity,
  suffix: string,
): Promise<Record<CategoryKey, PlaceDetail[]>> {
  return byCategoryAsync(async (category) => {
    const made: PlaceDetail[] = [];
    for (const number of [1, 2, 3]) {
      made.push(await createPlace(request, { name: `${category} ${number} ${suffix}`, category, city }));
    }
    return made;
  });
}

/** A guide of the signed-in user, created through the API as the guide form would. */
export async function createGuide(
  request: APIRequestContext,
  guide: { name: string; cityId: string; places: Record<CategoryKey, PlaceDetail[]> },
  words: Parameters<typeof guideInput>[3] = {},
): Promise<GuideDetail> {
  const places = byCategory((key) => guide.places[key].map((place) => place.id));
  return answer<GuideDetail>(
    await request.post("/api/guides", { data: guideInput(guide.cityId, places, guide.name, words) }),
    "POST /api/guides",
  );
}

/** "#A06CD5" -> "rgb(160, 108, 213)", as the browser reports a computed colour. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
