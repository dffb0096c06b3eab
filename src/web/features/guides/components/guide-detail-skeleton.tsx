import { CATEGORY_KEYS } from "../../../../shared/categories";
import { PREVIEW_PLACES_PER_CATEGORY } from "../../../../shared/limits";
import { Skeleton, slots } from "../../../components/ui/skeleton";
import { GUIDE_LAYOUT, GUIDE_MAP_AREA } from "./guide-layout";

/** The header card of a guide while it loads: its cover band, then the name, city, creator and actions lines. */
function GuideHeaderSkeleton() {
  return (
    <div
      data-testid="guide-header-skeleton"
      className="overflow-hidden rounded-2xl bg-surface ring-1 ring-white/5"
    >
      <Skeleton className="h-28 w-full" rounded="rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-5 w-40" />
        <div className="flex items-center gap-2">
          <Skeleton className="size-[42px]" rounded="rounded-full" />
          <Skeleton className="h-4 w-24" />
        </div>
        <Skeleton className="h-9 w-20 lg:invisible" />
      </div>
    </div>
  );
}

function PlaceRowsSkeleton({ rows }: { rows: number }) {
  return (
    <div className="flex flex-col gap-2">
      {slots(rows).map((row) => (
        <Skeleton key={row} className="h-20" rounded="rounded-xl" />
      ))}
    </div>
  );
}

/**
 * A guide (or, with `category`, one category of it) while it loads, on the page's own grid: the header where the
 * header will be, the map beside the list on wide screens and after it on phones.
 */
export function GuideDetailSkeleton({ category = false }: { category?: boolean }) {
  return (
    <div
      role="status"
      aria-label="Loading guide"
      className={`${GUIDE_LAYOUT} ${category ? "gap-6" : "gap-8"}`}
    >
      <div className={`flex flex-col [grid-area:header] ${category ? "gap-6" : "gap-4"}`}>
        <Skeleton className="h-9 w-28" />
        {category ? (
          <div className="flex flex-col">
            <div className="flex h-8 items-center">
              <Skeleton className="h-6 w-48" />
            </div>
            <div className="flex h-5 items-center">
              <Skeleton className="h-3.5 w-32" />
            </div>
          </div>
        ) : (
          <GuideHeaderSkeleton />
        )}
      </div>
      <div className={`${GUIDE_MAP_AREA} flex flex-col gap-3`}>
        {!category && <Skeleton className="h-6 w-full" />}
        <Skeleton className="h-56 lg:h-auto lg:min-h-72 lg:flex-1" rounded="rounded-2xl" />
        <Skeleton className="h-5 w-32" />
      </div>
      {category ? (
        <div className="[grid-area:list]">
          <PlaceRowsSkeleton rows={PREVIEW_PLACES_PER_CATEGORY + 1} />
        </div>
      ) : (
        <div className="flex flex-col gap-8 [grid-area:list]">
          {CATEGORY_KEYS.map((key) => (
            <div key={key} className="flex flex-col gap-3">
              <div className="flex h-7 items-center">
                <Skeleton className="h-5 w-40" />
              </div>
              <PlaceRowsSkeleton rows={PREVIEW_PLACES_PER_CATEGORY} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
