import { CATEGORIES, CATEGORY_KEYS } from "../../../../shared/categories";
import { MESSAGES } from "../../../../shared/messages";
import { PlaceRow } from "../../../components/place-row";
import { Skeleton, slots } from "../../../components/ui/skeleton";
import { useCityPlaces } from "../../../lib/api/get-places";

/** Places shown per category before 'and n more'. */
const SHOWN_PER_CATEGORY = 4;

/**
 * What a city offers: its catalogue places by category, a few of each, for a city without guides
 * (docs/product.md §2). Nothing at all when the city has no places yet.
 */
export function CityPlacesByCategory({ cityId, cityName }: { cityId: string; cityName: string }) {
  const places = useCityPlaces(cityId);
  if (places.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{MESSAGES.cityGuides.placesLoading}</span>
        <div className="flex h-7 items-center">
          <Skeleton className="h-5 w-56" />
        </div>
        <div className="card-grid">
          {CATEGORY_KEYS.map((key) => (
            <div key={key} className="flex flex-col gap-2">
              <div className="flex h-6 items-center">
                <Skeleton className="h-4 w-32" />
              </div>
              {slots(SHOWN_PER_CATEGORY).map((row) => (
                <Skeleton key={row} className="h-20" rounded="rounded-xl" />
              ))}
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (places.isError) return <p className="text-muted">{MESSAGES.cityGuides.placesFailed}</p>;
  const items = places.data.items;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="city-offers" className="flex flex-col gap-4">
      <h2 id="city-offers" className="text-xl font-semibold">
        {MESSAGES.cityGuides.offers(cityName)}
      </h2>
      <div className="card-grid">
        {CATEGORY_KEYS.map((key) => {
          const inCategory = items.filter((place) => place.category === key);
          if (inCategory.length === 0) return null;
          const more = inCategory.length - SHOWN_PER_CATEGORY;
          return (
            <section key={key} aria-labelledby={`city-offers-${key}`} className="flex flex-col gap-2">
              <h3 id={`city-offers-${key}`} className="font-semibold">
                {CATEGORIES[key].title}
              </h3>
              <ul className="flex flex-col gap-2">
                {inCategory.slice(0, SHOWN_PER_CATEGORY).map((place) => (
                  <li key={place.id}>
                    <PlaceRow place={place} onMap />
                  </li>
                ))}
              </ul>
              {more > 0 && <p className="text-sm text-muted">{MESSAGES.cityGuides.morePlaces(more)}</p>}
            </section>
          );
        })}
      </div>
    </section>
  );
}
