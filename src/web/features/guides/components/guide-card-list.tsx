import type { GuideCard as GuideCardData } from "../../../../shared/schemas";
import { LoadMore } from "../../../components/ui/load-more";
import { GuideCard } from "./guide-card";
import { LIST_COLUMN } from "./list-column";

type GuideCardListProps = {
  guides: GuideCardData[];
  query: Parameters<typeof LoadMore>[0]["query"];
  failedText: string;
};

/** A vertical list of guide cards that asks for the next page as its end scrolls into view. */
export function GuideCardList({ guides, query, failedText }: GuideCardListProps) {
  return (
    <div className={`${LIST_COLUMN} flex flex-col gap-6`}>
      <ul className="flex flex-col gap-6">
        {guides.map((guide, index) => (
          <li key={guide.id}>
            <GuideCard guide={guide} eager={index === 0} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} loadingLabel="Loading more guides" failedText={failedText} />
    </div>
  );
}
