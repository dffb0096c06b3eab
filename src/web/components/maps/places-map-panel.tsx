import { Maximize2, Minimize2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { CATEGORY_KEYS, type CategoryKey } from "../../../shared/categories";
import { MESSAGES } from "../../../shared/messages";
import type { PlaceSummary } from "../../../shared/schemas";
import { paths } from "../../lib/paths";
import { usePlaceFrom } from "../../lib/use-place-from";
import { LazyPlacesMap } from "./lazy-places-map";
import { MapLegend, PinShape } from "./map-legend";
import { placesWithCoordinates } from "./map-places";
import { useCityCentre } from "./use-city-centre";

type PlacesMapPanelProps = {
  places: PlaceSummary[];
  cityName: string;
  /** What the map shows, for its label: 'Map of {what}'. */
  what: string;
  /** A legend that filters by category, where the map mixes categories. */
  legend?: boolean;
  /** Pins carry the places' numbers, 1 up in the order of `places`, as the page's list numbers them (decision 051). */
  numbered?: boolean;
};

/**
 * A map of places beside their list: the legend filters it, a small map grows on phones, and every place on
 * the map is also a link below it. Hidden when no place has coordinates.
 */
export function PlacesMapPanel({
  places,
  cityName,
  what,
  legend = false,
  numbered = false,
}: PlacesMapPanelProps) {
  const from = usePlaceFrom();
  const [hidden, setHidden] = useState<ReadonlySet<CategoryKey>>(new Set());
  const [expanded, setExpanded] = useState(false);
  const cityCentre = useCityCentre(cityName);
  const located = useMemo(() => placesWithCoordinates(places), [places]);
  const shown = useMemo(() => located.filter((place) => !hidden.has(place.category)), [located, hidden]);
  const numbers = useMemo(
    () => (numbered ? new Map(places.map((place, index) => [place.id, index + 1])) : undefined),
    [numbered, places],
  );
  if (located.length === 0) return null;

  const counts = Object.fromEntries(
    CATEGORY_KEYS.map((key) => [key, located.filter((place) => place.category === key).length]),
  );
  const toggle = (category: CategoryKey) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(category)) next.add(category);
      return next;
    });
  const label = MESSAGES.map.label(what);

  return (
    <section aria-label={label} className="flex flex-col gap-3 lg:h-full">
      {legend && <MapLegend counts={counts} hidden={hidden} onToggle={toggle} />}
      <div className={`${expanded ? "h-[65dvh]" : "h-56"} lg:h-auto lg:min-h-72 lg:flex-1 print:h-96`}>
        <LazyPlacesMap
          places={shown}
          frame={located}
          cityName={cityName}
          cityCentre={cityCentre}
          label={label}
          start={expanded}
          refit={expanded}
          numbers={numbers}
        />
      </div>
      <div className="flex items-start justify-between gap-3 print:hidden">
        <details className="min-w-0 text-sm">
          <summary className="cursor-pointer py-0.5 text-muted hover:text-white">
            {MESSAGES.map.placesOnMap(shown.length)}
          </summary>
          <ul className="mt-2 flex flex-col gap-1">
            {shown.map((place) => (
              <li key={place.id}>
                <Link
                  to={paths.place(place.id, from)}
                  className="inline-flex min-h-6 items-center gap-2 hover:underline"
                >
                  <PinShape category={place.category} />
                  {place.name}
                </Link>
              </li>
            ))}
          </ul>
        </details>
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-muted hover:bg-surface-raised hover:text-white focus-visible:outline-2 focus-visible:outline-accent lg:hidden"
        >
          {expanded ? (
            <Minimize2 aria-hidden className="size-4" />
          ) : (
            <Maximize2 aria-hidden className="size-4" />
          )}
          {expanded ? MESSAGES.map.shrink : MESSAGES.map.expand}
        </button>
      </div>
    </section>
  );
}
