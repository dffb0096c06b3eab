import { lazy, Suspense } from "react";
import { MESSAGES } from "../../../../shared/messages";
import type { PlacesMapProps } from "./places-map";

const PlacesMap = lazy(() => import("./places-map"));

/** The map behind a dynamic import: MapLibre's weight stays off every page that shows no map. */
export function LazyPlacesMap(props: PlacesMapProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          aria-label={MESSAGES.map.loading}
          className="size-full animate-pulse rounded-2xl bg-surface"
        />
      }
    >
      <PlacesMap {...props} />
    </Suspense>
  );
}
