import "maplibre-gl/dist/maplibre-gl.css";
import { X } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { Coordinates } from "../../../shared/geo";
import { MESSAGES } from "../../../shared/messages";
import { paths } from "../../lib/paths";
import { usePlaceFrom } from "../../lib/use-place-from";
import { StoredImage } from "../ui/image";
import { BASEMAP_COLOURS } from "./map-look";
import type { MapPlace, PlaceNumbers } from "./map-places";
import { usePlacesMap } from "./use-places-map";

export type PlacesMapProps = {
  places: MapPlace[];
  /** What the first view is fitted to: every place the map can show, those the legend hides included. */
  frame: MapPlace[];
  cityName: string;
  cityCentre: Coordinates | null;
  /** Names the map for screen readers and its keyboard focus. */
  label: string;
  /** A pin opens a card that leads to the place; off where the page is that place. */
  cards?: boolean;
  /** Takes the keyboard focus once made: the visitor pressed the preview that stood in its place. */
  focusOnStart?: boolean;
  /** Changed when the map's box changes size: the view is fitted to the places again. */
  refit?: unknown;
  /** Each place's number in the page's list, which its pin carries (docs/decisions/051). */
  numbers?: PlaceNumbers;
};

/** The map itself, in its own chunk with MapLibre: only pages that show a map load them. */
export default function PlacesMap({
  places,
  frame,
  cityName,
  cityCentre,
  label,
  cards = true,
  focusOnStart = false,
  refit,
  numbers,
}: PlacesMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const basemap = usePlacesMap({
    container,
    places,
    frame,
    cityName,
    cityCentre,
    label,
    focusOnStart,
    refit,
    numbers,
    onSelect: (id) => setSelectedId(cards ? id : null),
  });
  const selected = places.find((place) => place.id === selectedId);

  return (
    <div
      className="relative size-full overflow-hidden rounded-2xl ring-1 ring-white/10"
      style={{ backgroundColor: BASEMAP_COLOURS.water }}
    >
      <div ref={container} data-testid="places-map" data-basemap={basemap} className="size-full" />
      {basemap === "fallback" && (
        <p
          role="status"
          className="pointer-events-none absolute top-2 left-2 rounded-md bg-background/80 px-2 py-1 text-xs text-muted"
        >
          {MESSAGES.map.tilesUnavailable}
        </p>
      )}
      {basemap === "unavailable" && (
        <p role="status" className="absolute inset-0 flex items-center justify-center p-4 text-sm text-muted">
          {MESSAGES.map.unavailable}
        </p>
      )}
      {selected && <PlaceCard place={selected} onClose={() => setSelectedId(null)} />}
    </div>
  );
}

function PlaceCard({ place, onClose }: { place: MapPlace; onClose: () => void }) {
  const from = usePlaceFrom();
  return (
    <div className="absolute inset-x-2 bottom-2 flex items-center gap-1 rounded-xl bg-surface p-2 shadow-lg ring-1 ring-white/10 print:hidden">
      <Link
        to={paths.place(place.id, from)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-accent"
      >
        <StoredImage
          storageKey={place.image}
          variant="thumb"
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-lg object-cover"
        />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{place.name}</span>
          {place.tag && <span className="truncate text-sm text-accent">{place.tag}</span>}
        </span>
      </Link>
      <button
        type="button"
        onClick={onClose}
        aria-label={MESSAGES.map.closeCard}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-raised hover:text-white focus-visible:outline-2 focus-visible:outline-accent"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
