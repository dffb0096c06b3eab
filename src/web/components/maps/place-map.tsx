import { Navigation } from "lucide-react";
import { useMemo } from "react";
import { MESSAGES } from "../../../shared/messages";
import type { PlaceSummary } from "../../../shared/schemas";
import { useInBrowser } from "../../lib/use-in-browser";
import { buttonClass } from "../ui/button";
import { directionsUrl, isAppleMobile } from "./directions";
import { LazyPlacesMap } from "./lazy-places-map";
import { placesWithCoordinates } from "./map-places";
import { useCityCentre } from "./use-city-centre";

/** A place's pin and the way there in the device's maps app; nothing for a place without coordinates. */
export function PlaceMap({ place }: { place: PlaceSummary }) {
  const cityCentre = useCityCentre(place.cityName);
  const located = useMemo(() => placesWithCoordinates([place])[0], [place]);
  // Apple's devices get Apple Maps; a page drawn on the server links to Google Maps until the app runs.
  const appleMobile = useInBrowser() && isAppleMobile(navigator.userAgent, navigator.maxTouchPoints);
  if (!located) return null;
  const label = MESSAGES.map.label(place.name);
  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <div className="h-56 md:h-72">
        <LazyPlacesMap
          places={[located]}
          frame={[located]}
          cityName={place.cityName}
          cityCentre={cityCentre}
          label={label}
          cards={false}
        />
      </div>
      <a
        href={directionsUrl(located, appleMobile)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass("secondary", "w-fit")}
      >
        <Navigation aria-hidden className="size-4" />
        {MESSAGES.map.directions}
      </a>
    </section>
  );
}
