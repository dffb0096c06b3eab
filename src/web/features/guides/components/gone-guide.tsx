import { CircleOff } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { GoneGuide } from "../../../../shared/gone-guide";
import { MESSAGES } from "../../../../shared/messages";
import { GuideCard } from "../../../components/guide-card";
import { GuideGridSkeleton } from "../../../components/guide-card-skeleton";
import { textLinkClass } from "../../../components/ui/button";
import { paths } from "../../../lib/paths";
import { useCityGuides } from "../api/get-city-guides";

/** The city's other guides shown on a gone guide's page: a first screenful, the rest on the city's page. */
const OTHERS_SHOWN = 4;

/**
 * A guide's address once the guide was unpublished or deleted (docs/product.md §4 Gone guides): that it is gone,
 * and never why (the reason is its creator's), then the city's other guides and `search`.
 */
export function GoneGuidePage({ gone, search }: { gone: GoneGuide; search: ReactNode }) {
  const others = useCityGuides(gone.city.slug);
  const guides = (others.data?.pages[0]?.items ?? []).filter((guide) => guide.id !== gone.id);
  const heading = MESSAGES.guide.goneOthers(gone.city.name);
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col items-center gap-3 rounded-2xl bg-surface px-6 py-8 text-center ring-1 ring-white/5">
        <CircleOff aria-hidden className="size-8 text-muted" />
        <h1 className="text-2xl font-semibold">{MESSAGES.guide.goneTitle}</h1>
        <p className="text-muted">
          {gone.why === "deleted" ? MESSAGES.guide.goneDeleted : MESSAGES.guide.goneUnpublished}
        </p>
      </section>
      <section aria-labelledby="gone-others" className="flex flex-col gap-4">
        <h2 id="gone-others" className="text-xl font-semibold">
          <Link to={paths.city(gone.city.name)} className={textLinkClass}>
            {heading}
          </Link>
        </h2>
        {others.isPending ? (
          <GuideGridSkeleton label={heading} count={2} />
        ) : (
          guides.length > 0 && (
            <ul className="card-grid">
              {guides.slice(0, OTHERS_SHOWN).map((guide) => (
                <li key={guide.id}>
                  <GuideCard guide={guide} />
                </li>
              ))}
            </ul>
          )
        )}
      </section>
      <section className="flex max-w-md flex-col gap-3">
        <p className="text-muted">{MESSAGES.guide.goneSearch}</p>
        {search}
      </section>
    </div>
  );
}
