import { Link } from "react-router";
import { MESSAGES } from "../../../../shared/messages";
import type { GuideCard } from "../../../../shared/schemas";
import { StoredImage } from "../../../components/ui/image";
import { paths } from "../../../lib/paths";
import { LIST_COLUMN } from "./list-column";
import { SaveCount } from "./save-count";

const HEADING_ID = "popular-this-week";

/**
 * Home's 'Popular this week': a row of small tiles, swiped or scrolled sideways, each leading to its guide. The
 * full cards, with their save buttons, are the list below; these only point the way.
 */
export function PopularThisWeek({ guides }: { guides: GuideCard[] }) {
  return (
    <section aria-labelledby={HEADING_ID} className={`${LIST_COLUMN} flex flex-col gap-3`}>
      <h2 id={HEADING_ID} className="text-xl font-semibold">
        {MESSAGES.popular.thisWeek}
      </h2>
      <ol className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] md:mx-0 md:px-0">
        {guides.map((guide, index) => (
          <li key={guide.id} className="w-[200px] shrink-0 snap-start">
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
                <span className="line-clamp-2 font-semibold leading-snug">{guide.name}</span>
                <span className="text-sm text-white/80">
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
