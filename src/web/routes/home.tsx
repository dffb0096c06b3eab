import { useEffect } from "react";
import { MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { Spinner } from "../components/ui/spinner";
import {
  GuideCardList,
  LIST_COLUMN,
  PopularThisWeek,
  useGuideFeed,
  usePopularGuides,
} from "../features/guides";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";

const NEWEST_HEADING_ID = "newest-guides";

export default function HomeRoute() {
  useDocumentTitle(PAGE_TITLES.home);
  const feed = useGuideFeed();
  const popular = usePopularGuides();
  useEffect(() => {
    if (feed.isError) toast.error(MESSAGES.home.loadFailed, { id: MESSAGES.home.loadFailed });
  }, [feed.isError]);

  const guides = feed.data?.pages.flatMap((page) => page.items) ?? [];
  // Both lists appear together, so the newest guides never jump down when the popular ones arrive; a failed
  // popular list is only left out.
  const loading = feed.isPending || popular.isPending;
  const popularGuides = popular.data?.items ?? [];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">All guides</h1>
      {loading && <Spinner label="Loading guides" />}
      {!loading && feed.isSuccess && guides.length === 0 && (
        <div className="flex flex-col items-center gap-2 py-16 text-center">
          <p className="text-xl font-semibold">{MESSAGES.home.empty}</p>
          <p className="text-muted">{MESSAGES.home.emptyHint}</p>
        </div>
      )}
      {!loading && popularGuides.length > 0 && <PopularThisWeek guides={popularGuides} />}
      {!loading && guides.length > 0 && (
        <section aria-labelledby={NEWEST_HEADING_ID} className="flex flex-col gap-3">
          <h2
            id={NEWEST_HEADING_ID}
            className={popularGuides.length > 0 ? `${LIST_COLUMN} text-xl font-semibold` : "sr-only"}
          >
            {MESSAGES.popular.newest}
          </h2>
          <GuideCardList guides={guides} query={feed} failedText={MESSAGES.home.loadFailed} />
        </section>
      )}
    </div>
  );
}
