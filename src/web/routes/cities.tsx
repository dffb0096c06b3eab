import { useEffect } from "react";
import { Link } from "react-router";
import { MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { Skeleton, slots } from "../components/ui/skeleton";
import { useCityGuideCounts } from "../features/guides";
import { useCities } from "../lib/api/get-cities";
import { inkOn } from "../lib/contrast";
import { readLocalCities } from "../lib/local-cities";
import { paths } from "../lib/paths";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";

const TILES = "grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]";

export default function CitiesRoute() {
  useDocumentTitle(PAGE_TITLES.cities);
  const cities = useCities();
  const guideCounts = useCityGuideCounts();
  useEffect(() => {
    if (cities.isError) {
      toast.error(MESSAGES.cities.fetchFailedTitle, {
        id: MESSAGES.cities.fetchFailedTitle,
        description: MESSAGES.cities.fetchFailedText,
      });
    }
  }, [cities.isError]);

  const list = cities.isError ? readLocalCities() : cities.data;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Cities</h1>
      {cities.isPending && (
        // One tile for each city the browser last saw (or the built-in ten), each as tall as a real tile.
        <div role="status">
          <span className="sr-only">Loading cities</span>
          <ul aria-hidden className={TILES}>
            {slots(readLocalCities().length).map((slot) => (
              <li key={slot}>
                <Skeleton className="h-16" rounded="rounded-2xl" />
              </li>
            ))}
          </ul>
        </div>
      )}
      {list?.length === 0 && <p className="py-12 text-center text-muted">No cities yet.</p>}
      {list && list.length > 0 && (
        <ul className={TILES}>
          {list.map((city) => (
            <li key={city.slug}>
              <Link
                to={paths.city(city.name)}
                style={{ backgroundColor: city.bgColor, color: inkOn(city.bgColor) }}
                className="flex h-full flex-col rounded-2xl px-5 py-2.5 shadow ring-1 ring-white/10 transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <span className="font-semibold">{city.name}</span>
                {/* The line keeps its height while the counts load, so the tiles do not grow under the pointer. */}
                <span className="min-h-5 text-sm">
                  {guideCounts.data && MESSAGES.cities.guideCount(guideCounts.data.get(city.slug) ?? 0)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
