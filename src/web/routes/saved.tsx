import { Tabs } from "radix-ui";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { GUIDE_MESSAGES, OFFLINE_MESSAGES, SAVE_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import type { PlaceSummary } from "../../shared/schemas";
import { BookmarkButton } from "../components/bookmark-button";
import { GuideCard } from "../components/guide-card";
import { GuideGridSkeleton } from "../components/guide-card-skeleton";
import { PlaceRow, PlaceRowsSkeleton } from "../components/place-row";
import { buttonClass } from "../components/ui/button";
import { LoadError } from "../components/ui/load-error";
import { LoadMore } from "../components/ui/load-more";
import { Skeleton } from "../components/ui/skeleton";
import { KeptGuideCards, KeptMark, KeptOnDevice } from "../features/offline";
import { GoneSaves, useBookmarkedPlaces, useSavedGuides } from "../features/saves";
import { NetworkError } from "../lib/api-client";
import { paths } from "../lib/paths";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";

const tabClass =
  "flex-1 rounded-lg px-4 py-2 text-sm font-medium text-muted data-[state=active]:bg-surface-raised data-[state=active]:text-white focus-visible:outline-2 focus-visible:outline-accent";

type Tab = "guides" | "places";

export default function SavedRoute() {
  useDocumentTitle(PAGE_TITLES.plain("Saved"));
  // The tab lives in the address, so a reload or coming Back from a place keeps it.
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "places" ? "places" : "guides";
  const showTab = (value: string) =>
    setParams(value === "places" ? { tab: value } : {}, { replace: true, preventScrollReset: true });
  return (
    <div className="card-columns flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Saved</h1>
      {/* What the device keeps comes first: it is what a reader without a connection has. */}
      <KeptOnDevice />
      <Tabs.Root value={tab} onValueChange={showTab} className="flex flex-col gap-6">
        <Tabs.List
          aria-label="Saved"
          className="flex gap-1 rounded-xl bg-surface p-1 md:max-w-(--card-width)"
        >
          <Tabs.Trigger value="guides" className={tabClass}>
            {SAVE_MESSAGES.savedGuidesTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="places" className={tabClass}>
            {SAVE_MESSAGES.bookmarkedPlacesTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="guides" className="flex flex-col gap-10">
          <SavedGuides />
        </Tabs.Content>
        <Tabs.Content value="places">
          <BookmarkedPlaces />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

const SECTION = "flex flex-col gap-3";
const SECTION_HEAD = "flex min-h-7 items-center justify-between gap-3";

/** A city's heading and count while its list loads, as tall as the real ones. */
function SectionHeadSkeleton() {
  return (
    <div className={SECTION_HEAD}>
      <Skeleton className="h-5 w-28" />
      <Skeleton className="h-4 w-16" />
    </div>
  );
}

function EmptyState({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <p className="text-muted">{text}</p>
      <Link to={to} className={buttonClass("primary")}>
        {action}
      </Link>
    </div>
  );
}

/** A list the site could not give because it cannot be reached: no toast, and what the device keeps instead. */
function Unreachable({ onRetry, kept = false }: { onRetry: () => void; kept?: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      {kept && <KeptGuideCards />}
      <LoadError text={OFFLINE_MESSAGES.unreachable} onRetry={onRetry} />
    </div>
  );
}

function SavedGuides() {
  const { query: saved, groups, gone } = useSavedGuides();
  const offline = saved.error instanceof NetworkError;
  const failed = saved.isError && !offline;
  useEffect(() => {
    if (failed) toast.error(GUIDE_MESSAGES.listLoadFailed, { id: GUIDE_MESSAGES.listLoadFailed });
  }, [failed]);
  if (saved.isPending) {
    return (
      <div className={SECTION}>
        <SectionHeadSkeleton />
        <GuideGridSkeleton label="Loading your saved guides" count={2} />
      </div>
    );
  }
  if (offline) return <Unreachable kept onRetry={() => void saved.refetch()} />;
  if (saved.isError)
    return <LoadError text={GUIDE_MESSAGES.listLoadFailed} onRetry={() => saved.refetch()} />;
  if (groups.length === 0) {
    return (
      <div className="flex flex-col gap-8">
        <GoneSaves gone={gone} />
        <EmptyState
          text={SAVE_MESSAGES.noSavedGuides}
          action={SAVE_MESSAGES.discoverGuides}
          to={paths.home()}
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <GoneSaves gone={gone} />
      {groups.map((group) => (
        <section key={group.citySlug} aria-labelledby={`saved-${group.citySlug}`} className={SECTION}>
          <div className={SECTION_HEAD}>
            <h2 id={`saved-${group.citySlug}`} className="text-lg font-semibold">
              {group.location}
            </h2>
            <Link
              to={paths.savedCity(group.citySlug)}
              className="inline-flex min-h-6 items-center text-sm font-medium text-accent hover:underline"
            >
              {group.total === 1 ? "1 guide" : `${group.total} guides`}
            </Link>
          </div>
          <ul className="card-grid">
            {group.guides.map((guide) => (
              <li key={guide.id}>
                <GuideCard guide={guide} mark={<KeptMark guideId={guide.id} />} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <LoadMore
        query={saved}
        loadingLabel={SAVE_MESSAGES.loadingMoreSaved}
        failedText={GUIDE_MESSAGES.listLoadFailed}
      />
    </div>
  );
}

function BookmarkedPlaces() {
  const { query: bookmarks, groups } = useBookmarkedPlaces();
  const offline = bookmarks.error instanceof NetworkError;
  const failed = bookmarks.isError && !offline;
  useEffect(() => {
    if (failed) toast.error(SAVE_MESSAGES.bookmarksLoadFailed, { id: SAVE_MESSAGES.bookmarksLoadFailed });
  }, [failed]);
  if (bookmarks.isPending) {
    return (
      <div role="status" className={SECTION}>
        <span className="sr-only">{SAVE_MESSAGES.loadingBookmarks}</span>
        <SectionHeadSkeleton />
        <PlaceRowsSkeleton count={4} />
      </div>
    );
  }
  if (offline) return <Unreachable onRetry={() => void bookmarks.refetch()} />;
  if (bookmarks.isError)
    return <LoadError text={SAVE_MESSAGES.bookmarksLoadFailed} onRetry={() => bookmarks.refetch()} />;
  if (groups.length === 0) {
    return (
      <EmptyState
        text={SAVE_MESSAGES.noBookmarks}
        action={SAVE_MESSAGES.discoverPlaces}
        to={paths.cities()}
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <section key={group.citySlug} className={SECTION}>
          <div className={SECTION_HEAD}>
            <h2 className="text-lg font-semibold">{group.city}</h2>
            <OnMapLink citySlug={group.citySlug} places={group.places} />
          </div>
          <ul className="row-grid">
            {group.places.map((place) => (
              <li key={place.id} className="flex items-center gap-2">
                <div className="min-w-0 flex-1">
                  <PlaceRow place={place} />
                </div>
                <BookmarkButton kind="place" id={place.id} label={place.name} active />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <LoadMore
        query={bookmarks}
        loadingLabel={SAVE_MESSAGES.loadingMoreBookmarks}
        failedText={SAVE_MESSAGES.bookmarksLoadFailed}
      />
    </div>
  );
}

/** To the city's Saved page, where the bookmarked places that have a location are on one map. */
function OnMapLink({ citySlug, places }: { citySlug: string; places: PlaceSummary[] }) {
  const located = places.filter((place) => place.lat !== null && place.lng !== null).length;
  if (located === 0) return null;
  return (
    <Link
      to={paths.savedCity(citySlug)}
      className="inline-flex min-h-6 items-center text-sm font-medium text-accent hover:underline"
    >
      {SAVE_MESSAGES.bookmarksOnMap(located)}
    </Link>
  );
}
