import { citySlug, SUPPORTED_CITIES } from "../../shared/cities";
import type { City } from "../../shared/schemas";

const STORAGE_KEY = "cityguides.cities";

/** The cities last fetched, kept for the offline fallback of the Cities page (docs/product.md §2). */
export function storeLocalCities(cities: City[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(cities));
  } catch {
    // Storage can be full or disabled; the built-in list still serves as the fallback.
  }
}

export function readLocalCities(): Array<Pick<City, "name" | "value" | "slug" | "bgColor">> {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as City[] | null;
    if (Array.isArray(stored) && stored.length > 0) return stored;
  } catch {
    // A damaged copy is ignored in favour of the built-in list.
  }
  return SUPPORTED_CITIES.map((city) => ({ ...city, slug: citySlug(city.name) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}
