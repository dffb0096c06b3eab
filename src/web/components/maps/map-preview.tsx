import { Hand, LoaderCircle } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import type { Coordinates } from "../../../shared/geo";
import { MESSAGES } from "../../../shared/messages";
import { fitView, toBox } from "./map-camera";
import { BASEMAP_COLOURS, CLUSTER_RADIUS, NUMBER_DROP, PIN_LOOK, PIN_RING } from "./map-look";
import { groupCrowded, type MapPlace, type PinGroup, type PlaceNumbers } from "./map-places";

type MapPreviewProps = {
  /** The pins to draw (the legend may have hidden some). */
  places: MapPlace[];
  /** What the view is fitted to, so that hiding pins does not move the others. */
  frame: MapPlace[];
  cityName: string;
  cityCentre: Coordinates | null;
  /** Each place's number in the list: every pin is drawn, numbered, never in a cluster (docs/decisions/051). */
  numbers?: PlaceNumbers;
  /** Starts the live map; null while the live map loads in the preview's place. */
  onStart: (() => void) | null;
};

type Size = { width: number; height: number };

/** The element's size now and whenever it changes (a turned phone); null until it is on the page. */
function useSize() {
  const [size, setSize] = useState<Size | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const measure = () =>
      setSize((last) =>
        last?.width === element.clientWidth && last.height === element.clientHeight
          ? last
          : { width: element.clientWidth, height: element.clientHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [size, ref] as const;
}

/**
 * The map as a picture, for phones (docs/decisions/022): the pins where the live map would put them, on the
 * built-in basemap's colours, with the city's name. A press starts the live map in its place; until then no
 * MapLibre code is fetched.
 */
export function MapPreview({ places, frame, cityName, cityCentre, numbers, onStart }: MapPreviewProps) {
  const [size, ref] = useSize();
  const drawing = useMemo(() => {
    const view = size && fitView(frame, size);
    if (!size || !view) return null;
    const pins = places.map((place) => ({ ...toBox(view, size, place), item: place }));
    const centre = cityCentre && toBox(view, size, cityCentre);
    const inside = (point: { x: number; y: number }) =>
      point.x > 60 && point.x < size.width - 60 && point.y > 20 && point.y < size.height - 20;
    return {
      size,
      groups: numbers
        ? // Lower numbers last, so drawn on top where pins overlap.
          pins.map(({ x, y, item }) => ({ x, y, members: [item] })).reverse()
        : groupCrowded(pins, CLUSTER_RADIUS),
      // The name stands at the city's centre when that is in view with room for it, else in the corner.
      label:
        centre && inside(centre)
          ? { ...centre, anchor: "middle" as const }
          : { x: 12, y: 20, anchor: "start" as const },
    };
  }, [places, frame, cityCentre, size, numbers]);

  const face = (
    <>
      {drawing && (
        // Drawn for the box as measured, and scaled with it when paper makes the box larger than the screen did.
        <svg
          aria-hidden
          viewBox={`0 0 ${drawing.size.width} ${drawing.size.height}`}
          className="absolute inset-0 size-full"
        >
          <text
            x={drawing.label.x}
            y={drawing.label.y}
            textAnchor={drawing.label.anchor}
            dominantBaseline="central"
            fill={PIN_RING.inner}
            stroke={PIN_RING.outer}
            strokeWidth={4}
            strokeLinejoin="round"
            paintOrder="stroke"
            opacity={0.85}
            className="text-sm font-semibold"
          >
            {cityName}
          </text>
          {drawing.groups.map((group) => (
            <Pin key={group.members[0]?.id} group={group} numbers={numbers} />
          ))}
        </svg>
      )}
      <span className="absolute bottom-2 left-1/2 inline-flex print:hidden -translate-x-1/2 items-center gap-1.5 whitespace-nowrap rounded-full bg-background/90 px-3 py-1 text-sm font-medium text-white shadow-lg ring-1 ring-white/15 group-hover:bg-surface-raised">
        {onStart ? (
          <Hand aria-hidden className="size-4" />
        ) : (
          <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
        )}
        {onStart ? MESSAGES.map.explore : MESSAGES.map.loading}
      </span>
    </>
  );
  const look = {
    className:
      "group relative block size-full overflow-hidden rounded-2xl text-left ring-1 ring-white/10 transition-shadow",
    style: {
      backgroundColor: BASEMAP_COLOURS.land,
      // Faint streets and brighter avenues: the preview reads as a map, not as a grey box.
      backgroundImage: [
        "radial-gradient(circle at 50% 45%, #ffffff0d, transparent 70%)",
        ...["55", "26"].flatMap((alpha) =>
          [0, 90].map(
            (angle) => `linear-gradient(${angle}deg, ${BASEMAP_COLOURS.coast}${alpha} 1px, transparent 1px)`,
          ),
        ),
      ].join(", "),
      backgroundSize: "100% 100%, 112px 112px, 112px 112px, 28px 28px, 28px 28px",
      backgroundPosition: "center",
    },
  };
  return onStart ? (
    <button
      ref={ref}
      type="button"
      onClick={onStart}
      {...look}
      className={`${look.className} cursor-pointer hover:ring-white/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent`}
    >
      {face}
    </button>
  ) : (
    <div ref={ref} role="status" aria-label={MESSAGES.map.loading} {...look}>
      {face}
    </div>
  );
}

/**
 * A place's pin as the live map draws it (pin-images.ts), with its number when the list is numbered, or a
 * numbered cluster for crowded places.
 */
function Pin({ group, numbers }: { group: PinGroup<MapPlace>; numbers?: PlaceNumbers }) {
  const [first] = group.members;
  if (!first) return null;
  const count = group.members.length;
  if (count === 1) {
    const look = PIN_LOOK[first.category];
    const number = numbers?.get(first.id);
    // The 24-unit outline scaled into a 26-pixel image (32 when numbered), as on the live map.
    const inner = number ? 26 : 20;
    const scale = inner / 24;
    return (
      <g
        transform={`translate(${group.x - inner / 2} ${group.y - inner / 2}) scale(${scale})`}
        data-places={1}
        data-place={first.id}
        data-number={number}
      >
        <path
          d={look.path}
          fill="none"
          stroke={PIN_RING.outer}
          strokeWidth={5 / scale}
          strokeLinejoin="round"
        />
        <path
          d={look.path}
          fill={look.colour}
          stroke={PIN_RING.inner}
          strokeWidth={3 / scale}
          strokeLinejoin="round"
          paintOrder="stroke"
        />
        {number && (
          <text
            x={12}
            y={12 + NUMBER_DROP[first.category]}
            textAnchor="middle"
            dominantBaseline="central"
            fill={PIN_RING.outer}
            fontSize={(number > 9 ? 11 : 12) / scale}
            fontWeight={700}
          >
            {number}
          </text>
        )}
      </g>
    );
  }
  const text = count > 99 ? "99+" : String(count);
  const radius = (30 + (text.length - 1) * 6) / 2 - 1.5;
  return (
    <g data-places={count}>
      <circle
        cx={group.x}
        cy={group.y}
        r={radius}
        fill={PIN_RING.outer}
        stroke={PIN_RING.inner}
        strokeWidth={2.5}
      />
      <text
        x={group.x}
        y={group.y}
        textAnchor="middle"
        dominantBaseline="central"
        fill={PIN_RING.inner}
        className="text-[13px] font-bold"
      >
        {text}
      </text>
    </g>
  );
}
