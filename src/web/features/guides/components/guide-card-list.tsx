import type { GuideCard as GuideCardData } from "../../../../shared/schemas";
import { GuideCard } from "../../../components/guide-card";
import { GuideGridSkeleton } from "../../../components/guide-card-skeleton";
import { LoadMore } from "../../../components/ui/load-more";

type GuideCardListProps = {
  guides: GuideCardData[];
  query: Parameters<typeof LoadMore>[0]["query"];
  failedText: string;
};

const LOADING_MORE = "Loading more guides";

/**
 * Guide cards in the card grid (docs/product.md §9), asking for the next page as the end scrolls into view; the
 * next page's row of skeletons sits where its cards will.
 */
export function GuideCardList({ guides, query, failedText }: GuideCardListProps) {
  return (
    <div className="flex flex-col">
      <ul className="card-grid">
        {guides.map((guide, index) => (
          <li key={guide.id}>
            <GuideCard guide={guide} eager={index === 0} />
          </li>
        ))}
      </ul>
      <LoadMore
        query={query}
        loadingLabel={LOADING_MORE}
        failedText={failedText}
        placeholder={
          <div className="mt-(--card-gap)">
            <GuideGridSkeleton label={LOADING_MORE} count={2} />
          </div>
        }
      />
    </div>
  );
}
