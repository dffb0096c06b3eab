import { MESSAGES } from "../../../../shared/messages";
import type { SearchResults } from "../../../../shared/schemas";
import { paths } from "../../../lib/paths";

export type SearchGroup = Exclude<keyof SearchResults, "keptOnly" | "didYouMean">;

/** One line of the suggestions: where it leads, what it says, and the picture beside it. */
export type SearchOption = {
  key: string;
  group: SearchGroup;
  label: string;
  detail: string;
  to: string;
  image: { storageKey: string | null; round: boolean } | { color: string };
};

/**
 * Cities first: few, and when one matches it is most likely what was meant; then guides, the product's own, before
 * the many places; then people.
 */
export const GROUP_ORDER: SearchGroup[] = ["cities", "guides", "places", "profiles"];

export const groupTitle = (group: SearchGroup) => MESSAGES.search.groups[group];

/** The results as suggestion lines, group by group in GROUP_ORDER. */
export function searchOptions(results: SearchResults): SearchOption[] {
  const byGroup: Record<SearchGroup, SearchOption[]> = {
    places: results.places.map((place) => ({
      key: `place-${place.id}`,
      group: "places",
      label: place.name,
      detail: [place.tag, place.cityName].filter(Boolean).join(" · "),
      to: paths.place(place.id),
      image: { storageKey: place.image, round: false },
    })),
    guides: results.guides.map((guide) => ({
      key: `guide-${guide.id}`,
      group: "guides",
      label: guide.name,
      detail: `${guide.location} · ${guide.creator.username}`,
      to: paths.guide(guide.location, guide.id),
      image: { storageKey: guide.coverImage, round: false },
    })),
    cities: results.cities.map((city) => ({
      key: `city-${city.id}`,
      group: "cities",
      label: city.name,
      detail: MESSAGES.search.cityDetail,
      to: paths.city(city.name),
      image: { color: city.bgColor },
    })),
    profiles: results.profiles.map((profile) => ({
      key: `profile-${profile.id}`,
      group: "profiles",
      label: `@${profile.username}`,
      detail: [profile.firstName, profile.lastName].filter(Boolean).join(" "),
      to: paths.profile(profile.username),
      image: { storageKey: profile.avatar, round: true },
    })),
  };
  return GROUP_ORDER.flatMap((group) => byGroup[group]);
}
