import { lazy, Suspense, useState } from "react";
import { MapPreview } from "./map-preview";
import type { PlacesMapProps } from "./places-map";
import { useLiveMapAtOnce } from "./use-live-map-at-once";

const PlacesMap = lazy(() => import("./places-map"));

type LazyPlacesMapProps = Omit<PlacesMapProps, "focusOnStart"> & {
  /** Starts the live map without a press on the preview (e.g. 'Expand map'). */
  start?: boolean;
  /**
   * Whether a wide screen starts the live map with the page (a guide's, where the map is what the page is
   * about). Off, the preview stands until the pointer comes onto it or it is pressed, as on phones.
   */
  wideAtOnce?: boolean;
};

/**
 * The map behind a dynamic import: MapLibre's weight stays off every page that shows no map. On phones the
 * preview stands in until the visitor asks for the map (docs/decisions/022); wide screens get it at once.
 */
export function LazyPlacesMap({ start = false, wideAtOnce = true, ...props }: LazyPlacesMapProps) {
  const wide = useLiveMapAtOnce();
  const atOnce = wide && wideAtOnce;
  const [started, setStarted] = useState<{ byPreview: boolean } | null>(null);
  // Once started, the live map stays, whatever the window or the panel does next.
  if (!started && (atOnce || start)) setStarted({ byPreview: false });
  const preview = (onStart: (() => void) | null) => (
    <MapPreview
      places={props.places}
      frame={props.frame}
      cityName={props.cityName}
      cityCentre={props.cityCentre}
      numbers={props.numbers}
      onStart={onStart}
    />
  );
  if (!started && !atOnce && !start) {
    const pressed = preview(() => setStarted({ byPreview: true }));
    if (!wide) return pressed;
    // A pointer on its way to the map starts it: MapLibre's start-up is then the visitor's wait, not the page's.
    return (
      <div className="contents" onPointerEnter={() => setStarted({ byPreview: false })}>
        {pressed}
      </div>
    );
  }
  return (
    <Suspense fallback={preview(null)}>
      <PlacesMap {...props} focusOnStart={started?.byPreview ?? false} />
    </Suspense>
  );
}
