import { SEARCH } from "../../../shared/limits";
import type { SearchQuery, SearchResults } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import {
  closestNames,
  prepareSearch,
  searchCities,
  searchGuides,
  searchPlaces,
  searchProfiles,
} from "./repository";

const nothingFound = (): SearchResults => ({
  guides: [],
  places: [],
  cities: [],
  profiles: [],
  didYouMean: [],
});

/**
 * Published guides, places, cities and profiles matching the query, each group best first (docs/product.md §2
 * Search). A leading @ is how profiles are written, so it is not part of what is searched.
 */
export async function search(
  db: Database,
  { q, limit }: SearchQuery,
  viewerId?: string,
): Promise<SearchResults> {
  const text = q.replace(/^@+/, "").trim();
  if (text.length < SEARCH.queryMinLength) return nothingFound();
  const terms = await prepareSearch(db, text);
  const [guides, places, cities, profiles] = await Promise.all([
    searchGuides(db, terms, limit, viewerId),
    searchPlaces(db, terms, limit, viewerId),
    searchCities(db, terms, limit),
    searchProfiles(db, terms, limit),
  ]);
  const found = guides.length + places.length + cities.length + profiles.length > 0;
  // Nothing found: the names closest to what was typed, offered as "Did you mean".
  const didYouMean = found ? [] : await closestNames(db, terms, SEARCH.didYouMean);
  return { guides, places, cities, profiles, didYouMean };
}
