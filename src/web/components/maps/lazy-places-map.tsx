import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { MapPreview } from "./map-preview";
import type { PlacesMapProps } from "./places-map";
import { useWideScreen } from "./use-wide-screen";

const PlacesMap = lazy(() => import("./places-map"));

type LazyPlacesMapProps = Omit<PlacesMapProps, "focusOnStart"> & {
  /** Starts the live map without a press on the preview (e.g. 'Expand map'). */
  start?: boolean;
  /**
   * Whether a wide screen starts the live map at the visitor's first input anywhere on the page (a guide's, where
   * the map is what the page is about). Off, the preview stands until the pointer comes onto it or it is pressed,
   * as on phones.
   */
  wideAtFirstInput?: boolean;
};

/** What a visitor does first on a wide screen: the mouse moves, a key or button goes down, the wheel turns. */
const FIRST_INPUTS = ["pointermove", "pointerdown", "keydown", "wheel"] as const;

/**
 * Calls `start` at the page's first input while `waiting`. MapLibre's start-up (about 500 ms of main thread on a
 * desktop, 800 ms of blocking time in Lighthouse) then falls after the page has become usable, and a visitor who
 * moves the mouse gets the live map within moments; the preview beneath shows the same numbered pins until then.
 */
function useStartAtFirstInput(waiting: boolean, start: () => void) {
  useEffect(() => {
    if (!waiting) return;
    for (const input of FIRST_INPUTS) window.addEventListener(input, start, { once: true, passive: true });
    return () => {
      for (const input of FIRST_INPUTS) window.removeEventListener(input, start);
    };
  }, [waiting, start]);
}

const startedByPage = { byPreview: false };

/**
 * The map behind a dynamic import: MapLibre's weight stays off every page that shows no map. On phones the
 * preview stands in until the visitor asks for the map (docs/decisions/022); wide screens start it at the
 * visitor's first input (or the place page's, when the pointer comes onto it).
 */
export function LazyPlacesMap({ start = false, wideAtFirstInput = true, ...props }: LazyPlacesMapProps) {
  const wide = useWideScreen();
  const [started, setStarted] = useState<{ byPreview: boolean } | null>(null);
  const startByPage = useCallback(() => setStarted((current) => current ?? startedByPage), []);
  useStartAtFirstInput(wide && wideAtFirstInput && !started, startByPage);
  // Once started, the live map stays, whatever the window or the panel does next.
  if (!started && start) setStarted(startedByPage);
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
  if (!started && !start) {
    const pressed = preview(() => setStarted({ byPreview: true }));
    if (!wide) return pressed;
    // A pointer on its way to the map starts it: MapLibre's start-up is then the visitor's wait, not the page's.
    return (
      <div className="contents" onPointerEnter={startByPage}>
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
