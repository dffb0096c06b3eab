import { CATEGORIES, type CategoryKey } from "./categories";

export const SITE_NAME = "Cityguides";

const titled = (title: string) => `${title} | ${SITE_NAME}`;

type Person = { firstName: string; lastName: string | null; username: string };

/** "First Last", or the first name alone. */
export const fullNameOf = (person: Pick<Person, "firstName" | "lastName">) =>
  [person.firstName, person.lastName].filter(Boolean).join(" ");

/**
 * The document title of every page: written into the HTML by the server (link previews and search engines read
 * it there) and set again by the web app on client navigation, from these same functions.
 */
export const PAGE_TITLES = {
  home: SITE_NAME,
  cities: titled("Cities"),
  city: (cityName: string) => titled(`${cityName} city guides`),
  /** `creator` as guides show it: '@username' or '@unknown'. */
  guide: (guide: { name: string; cityName: string; creator: string }) =>
    titled(`${guide.name} – a ${guide.cityName} guide by ${guide.creator}`),
  category: (category: CategoryKey, guideName: string) =>
    titled(`${CATEGORIES[category].title} – ${guideName}`),
  place: (place: { name: string; tag: string; cityName: string }) =>
    titled(`${place.name} – ${place.tag} in ${place.cityName}`),
  profile: (person: Person) => titled(`${fullNameOf(person)} (@${person.username})`),
  notFound: titled("Page not found"),
  /** A guide's address once the guide was unpublished or deleted (docs/product.md §4 Gone guides). */
  goneGuide: titled("Guide no longer available"),
  /** Pages of one's own account and the sign-in forms. */
  plain: titled,
};
