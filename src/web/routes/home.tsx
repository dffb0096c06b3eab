import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { GuideGridSkeleton } from "../components/guide-card-skeleton";
import { Skeleton } from "../components/ui/skeleton";
import {
  GuideCardList,
  homeHadPopular,
  PopularThisWeek,
  PopularThisWeekSkeleton,
  rememberHomePopular,
  useGuideFeed,
  usePopularGuides,
} from "../features/guides";
import { useSession } from "../lib/api/session";
import { NetworkError } from "../lib/api-client";
import { useOnline } from "../lib/connection";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";

const NEWEST_HEADING_ID = "newest-guides";

const HomeOffline = lazy(() => import("./home-offline"));
// Its code (the switch with it) loads when a member opens it: Home's first load stays as it was (decision 064).
const HomeFollowing = lazy(() => import("./home-following"));

// A member's switch between everyone's guides and the Following feed: its own small chunk, never a visitor's load.
const HomeViewSwitch = lazy(() => import("./home-view-switch"));

export default function HomeRoute() {
  useDocumentTitle(PAGE_TITLES.home);
  const feed = useGuideFeed();
  const popular = usePopularGuides();
  const [expectPopular] = useState(homeHadPopular);
  const online = useOnline();
  const { user } = useSession();
  const [search] = useSearchParams();
  const following = user !== null && search.get("view") === "following";
  // Offline is a state of its own, not a failure to toast (docs/product.md §2 Offline).
  const offline = !online || feed.error instanceof NetworkError;
  const failed = feed.isError && !offline;
  useEffect(() => {
    if (failed) toast.error(MESSAGES.home.loadFailed, { id: MESSAGES.home.loadFailed });
  }, [failed]);
  useEffect(() => {
    if (popular.data) rememberHomePopular(popular.data.items.length > 0);
  }, [popular.data]);

  if (offline && !feed.data) {
    return (
      <Suspense fallback={null}>
        <HomeOffline onRetry={() => void feed.refetch()} />
      </Suspense>
    );
  }

  if (following) {
    return (
      <Suspense fallback={<GuideGridSkeleton label="Loading guides" count={2} />}>
        <HomeFollowing />
      </Suspense>
    );
  }

  const guides = feed.data?.pages.flatMap((page) => page.items) ?? [];
  // Both lists appear together, so the newest guides never jump down when the popular ones arrive; a failed
  // popular list is only left out.
  const loading = feed.isPending || popular.isPending;
  const popularGuides = popular.data?.items ?? [];
  return (
    <div className="card-columns flex flex-col gap-6">
      <h1 className="sr-only">All guides</h1>
      {user && (
        <Suspense fallback={<div className="h-8" />}>
          <HomeViewSwitch />
        </Suspense>
      )}
      {loading && expectPopular && <PopularThisWeekSkeleton />}
      {loading && (
        <div className="flex flex-col gap-3">
          {expectPopular && (
            <div className="flex h-7 items-center">
              <Skeleton className="h-5 w-36" />
            </div>
          )}
          <GuideGridSkeleton label="Loading guides" count={4} />
        </div>
      )}
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
            className={popularGuides.length > 0 ? "text-xl font-semibold" : "sr-only"}
          >
            {MESSAGES.popular.newest}
          </h2>
          <GuideCardList guides={guides} query={feed} failedText={MESSAGES.home.loadFailed} />
        </section>
      )}
    </div>
  );
}
