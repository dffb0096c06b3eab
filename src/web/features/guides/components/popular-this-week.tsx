import { Link } from "react-router";
import { MESSAGES } from "../../../../shared/messages";
import type { GuideCard } from "../../../../shared/schemas";
import { SaveCount } from "../../../components/save-count";
import { StoredImage } from "../../../components/ui/image";
import { Skeleton, slots } from "../../../components/ui/skeleton";
import { paths } from "../../../lib/paths";

const HEADING_ID = "popular-this-week";
const ROW = "-mx-4 flex gap-3 px-4 pb-2 md:mx-0 md:px-0";
const TILE = "w-[200px] shrink-0";
// Two lines of the name are kept whether it needs them or not: every tile (and its skeleton) is as tall.
const NAME_LINES = "h-11";

/**
 * Home's 'Popular this week': a row of small tiles, swiped or scrolled sideways, each leading to its guide. The
 * full cards, with their save buttons, are the list below; these only point the way.
 */
export function PopularThisWeek({ guides }: { guides: GuideCard[] }) {
  return (
    <section aria-labelledby={HEADING_ID} className="flex flex-col gap-3">
      <h2 id={HEADING_ID} className="text-xl font-semibold">
        {MESSAGES.popular.thisWeek}
      </h2>
      <ol className={`${ROW} snap-x snap-mandatory overflow-x-auto [scrollbar-width:thin]`}>
        {guides.map((guide, index) => (
          <li key={guide.id} className={`${TILE} snap-start`}>
            <Link
              to={paths.guide(guide.location, guide.id)}
              className="flex h-full flex-col overflow-hidden rounded-xl shadow ring-1 ring-white/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              style={{ backgroundColor: guide.backgroundColor }}
            >
              <StoredImage
                storageKey={guide.coverImage}
                variant="card"
                alt=""
                width={200}
                height={160}
                loading={index < 3 ? "eager" : "lazy"}
                className="aspect-[5/4] w-full bg-surface object-cover"
              />
              <span className="flex flex-1 flex-col gap-0.5 bg-scrim px-3 py-2">
                <span className={`line-clamp-2 font-semibold leading-snug ${NAME_LINES}`}>{guide.name}</span>
                <span className="truncate text-sm text-white/80">
                  {guide.location} · {guide.creator.username}
                </span>
                <SaveCount guide={guide} className="mt-1" />
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** 'Popular this week' while Home loads, tile for tile, for when the last visit had the section. */
export function PopularThisWeekSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3">
      <div className="flex h-7 items-center">
        <Skeleton className="h-5 w-48" />
      </div>
      <div className={`${ROW} overflow-hidden`}>
        {slots(5).map((slot) => (
          <div key={slot} className={`${TILE} flex flex-col overflow-hidden rounded-xl bg-surface`}>
            <Skeleton className="aspect-[5/4] w-full" rounded="rounded-none" />
            <div className="flex flex-col gap-0.5 px-3 py-2">
              <div className={NAME_LINES}>
                <Skeleton className="mt-1 h-4 w-36" />
              </div>
              <div className="flex h-5 items-center">
                <Skeleton className="h-3.5 w-28" />
              </div>
              <div className="mt-1 flex h-5 items-center">
                <Skeleton className="h-3.5 w-16" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
