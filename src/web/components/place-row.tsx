import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { PlaceSummary } from "../../shared/schemas";
import { paths } from "../lib/paths";
import { StoredImage } from "./ui/image";
import { ReviewBadge } from "./ui/review-badge";
import { Skeleton, slots } from "./ui/skeleton";

/** A place in a list, marked when not yet reviewed (docs/decisions/019); with `note`, the guide creator's words about it underneath (plain text, line breaks kept). */
export function PlaceRow({ place, note }: { place: PlaceSummary; note?: string | null }) {
  const row = (
    <Link
      to={paths.place(place.id)}
      className="flex items-center gap-3 rounded-xl bg-surface p-2 pr-3 ring-1 ring-white/5 transition-colors hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent print:p-0 print:ring-0"
    >
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
