import { useRef } from "react";
import type { GuideCard as GuideCardData } from "../../../../shared/schemas";
import { Spinner } from "../../../components/ui/spinner";
import { useLoadMoreOnScroll } from "../../../lib/use-load-more-on-scroll";
import { GuideCard } from "./guide-card";

type GuideCardListProps = {
  guides: GuideCardData[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** A vertical list of guide cards that asks for the next page as its end scrolls into view. */
export function GuideCardList({ guides, hasMore, loadingMore, onLoadMore }: GuideCardListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadMoreOnScroll(sentinel, { hasMore, loadingMore, onLoadMore });

  return (
    <div className="mx-auto flex w-full max-w-[469px] flex-col gap-6">
      <ul className="flex flex-col gap-6">
        {guides.map((guide, index) => (
          <li key={guide.id}>
            <GuideCard guide={guide} eager={index === 0} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      {loadingMore && <Spinner label="Loading more guides" />}
    </div>
  );
}
