import type { CategoryKey } from "../../shared/categories";
import { citySlug } from "../../shared/cities";
import type { GuideSort } from "../../shared/schemas";

/** Every address of the app, built in one place. */
export const paths = {
  home: () => "/",
  cities: () => "/cities",
  city: (cityName: string, sort: GuideSort = "newest") =>
    sort === "newest" ? `/city/${citySlug(cityName)}` : `/city/${citySlug(cityName)}?sort=${sort}`,
  guide: (location: string, guideId: string) => `/guide/${citySlug(location)}/${guideId}`,
  category: (location: string, guideId: string, category: CategoryKey) =>
    `/guide/${citySlug(location)}/${guideId}/category/${category}`,
  /** With `from` (a guide's page or one of its categories), the place page's Back leads there (decision 036). */
  place: (placeId: string, from?: string | null) =>
    from ? `/place/${placeId}?${new URLSearchParams({ from })}` : `/place/${placeId}`,
  profile: (username: string) => `/profile/${username.replace(/^@/, "")}`,
  signIn: (returnTo?: string) => (returnTo ? `/signin?redirect=${encodeURIComponent(returnTo)}` : "/signin"),
  signUp: (returnTo?: string) => (returnTo ? `/signup?redirect=${encodeURIComponent(returnTo)}` : "/signup"),
  ownProfile: () => "/profile",
  editProfile: () => "/profile/edit",
  saved: () => "/saved",
  savedCity: (slug: string) => `/saved/${slug}`,
  /** With a city's slug, the form opens with that city chosen. */
  createGuide: (citySlug?: string) =>
    citySlug ? `/create-guide?city=${encodeURIComponent(citySlug)}` : "/create-guide",
  /** With `cityId`, the editor opens moving the guide to that city, its places to be picked afresh. */
  editGuide: (guideId: string, cityId?: string) =>
    cityId ? `/edit-guide/${guideId}?city=${encodeURIComponent(cityId)}` : `/edit-guide/${guideId}`,
  admin: () => "/admin",
  search: (q: string) => `/search?${new URLSearchParams({ q })}`,
  forgotPassword: () => "/forgot-password",
};

const GUIDE_PAGE = /^\/guide\/[^/?#\\]+\/[0-9a-f-]{36}(?:\/category\/[A-Za-z]+)?$/;

/** `value` if it is the address of a guide's page or one of its categories, else null: where a place was opened from. */
export const guidePageOrNull = (value: string | null | undefined): string | null =>
  value && GUIDE_PAGE.test(value) ? value : null;

/** A return address from the query string, only if it stays inside the app. */
export function safeReturnPath(value: string | null): string {
  if (!value?.startsWith("/")) return "/";
  // Resolved as a browser would: "/\\evil.example" and "//evil.example" both leave the site.
  const base = "https://app.invalid";
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : "/";
  } catch {
    return "/";
  }
}
