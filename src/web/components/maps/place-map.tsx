import { useMemo } from "react";
import { MESSAGES } from "../../../shared/messages";
import type { PlaceSummary } from "../../../shared/schemas";
import { LazyPlacesMap } from "./lazy-places-map";
import { placesWithCoordinates } from "./map-places";
import { useCityCentre } from "./use-city-centre";

/** A place's pin on its map; nothing for a place without coordinates. Directions are the page's (directions-link.tsx). */
export function PlaceMap({ place }: { place: PlaceSummary }) {
  const cityCentre = useCityCentre(place.cityName);
  const located = useMemo(() => placesWithCoordinates([place])[0], [place]);
  if (!located) return null;
  const label = MESSAGES.map.label(place.name);
  return (
    <section aria-label={label} className="h-56 md:h-72">
      <LazyPlacesMap
        places={[located]}
        frame={[located]}
        cityName={place.cityName}
        cityCentre={cityCentre}
        label={label}
        cards={false}
        // A place's map is a small part of its page: MapLibre at first paint cost desktop Lighthouse's blocking
        // time 570 ms (issue 63); it starts when the pointer or a press asks for it.
        wideAtFirstInput={false}
      />
    </section>
  );
}
