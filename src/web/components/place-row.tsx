import { ChevronRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { PlaceSummary } from "../../shared/schemas";
import { paths } from "../lib/paths";
import { clearHighlightOf, highlightPlace, useHighlightOf } from "../lib/place-highlight";
import { usePlaceFrom } from "../lib/use-place-from";
import { NumberedPin } from "./maps/map-legend";
import { StoredImage } from "./ui/image";
import { ReviewBadge } from "./ui/review-badge";
import { Skeleton, slots } from "./ui/skeleton";

/** Where a page's map stands beside its list (Tailwind's lg). */
const SIDE_BY_SIDE = "(min-width: 1024px)";

type PlaceRowProps = {
  place: PlaceSummary;
  note?: string | null;
  /** A map of the same places is beside the list: the row and its pin light each other (lib/place-highlight.ts). */
  onMap?: boolean;
  /** Its number in the list, which its pin on the map carries too (docs/decisions/051). */
  number?: number;
};

/** A place in a list, marked when not yet reviewed (docs/decisions/019); with `note`, the guide creator's words about it underneath (plain text, line breaks kept). */
export function PlaceRow({ place, note, onMap = false, number }: PlaceRowProps) {
  const litFrom = useHighlightOf(place.id);
  const from = usePlaceFrom();
  const lit = onMap && litFrom !== null;
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Beside the map only: on a phone the list is above it, and scrolling there would leave the pin's card.
    if (onMap && litFrom === "map" && window.matchMedia(SIDE_BY_SIDE).matches)
      link.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [onMap, litFrom]);
  // A row that goes (the page left) takes its light with it.
  useEffect(() => () => clearHighlightOf(place.id), [place.id]);
  const point = onMap ? () => highlightPlace({ id: place.id, from: "list" }) : undefined;
  const leave = onMap ? () => clearHighlightOf(place.id) : undefined;
  const row = (
    <Link
      ref={link}
      to={paths.place(place.id, from)}
      data-highlighted={lit || undefined}
      onMouseEnter={point}
      onFocus={point}
      onMouseLeave={leave}
      onBlur={leave}
      data-number={number}
      className={`flex items-center gap-3 rounded-xl p-2 pr-3 transition-colors hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent print:p-0 print:ring-0 ${
        lit ? "bg-surface-raised ring-2 ring-accent" : "bg-surface ring-1 ring-white/5"
      }`}
    >
      {number !== undefined && <NumberedPin category={place.category} number={number} />}
      <StoredImage
        storageKey={place.image}
        variant="thumb"
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-lg object-cover print:hidden"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-medium print:whitespace-normal">{place.name}</span>
          <ReviewBadge status={place.reviewStatus} />
        </span>
        {place.tag && (
          <span className="truncate text-sm text-accent print:whitespace-normal">{place.tag}</span>
        )}
        {place.address && (
          <span className="truncate text-xs text-muted print:text-sm print:whitespace-normal">
            {place.address}
          </span>
        )}
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted print:hidden" />
    </Link>
  );
  if (!note) return row;
  return (
    <div className="flex flex-col gap-1.5">
      {row}
      <p className="border-l-2 border-accent/60 pl-3 text-sm whitespace-pre-line text-white/85">{note}</p>
    </div>
  );
}

/** A list of place rows while it loads, on the rows' own grid. */
export function PlaceRowsSkeleton({ count }: { count: number }) {
  return (
    <ul aria-hidden className="row-grid">
      {slots(count).map((slot) => (
        <li key={slot}>
          <PlaceRowSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** A place row while it loads: the same 80 px box, thumbnail and lines. */
function PlaceRowSkeleton() {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-surface p-2 pr-3 ring-1 ring-white/5">
      <Skeleton className="size-16 shrink-0" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-3 w-1/4" />
        <Skeleton className="h-3 w-3/5" />
      </div>
    </div>
  );
}
