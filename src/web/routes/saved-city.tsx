import { ArrowLeft } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { GUIDE_MESSAGES, SAVE_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import type { PlaceSummary } from "../../shared/schemas";
import { GuideGridSkeleton } from "../components/guide-card-skeleton";
import { PlacesMapPanel } from "../components/maps";
import { PlaceRow } from "../components/place-row";
import { buttonClass } from "../components/ui/button";
import { LoadError } from "../components/ui/load-error";
import { LoadMore } from "../components/ui/load-more";
import { Skeleton } from "../components/ui/skeleton";
import { GuideCardList } from "../features/guides";
import { useBookmarkedPlaces, useSavedGuides } from "../features/saves";
import { paths } from "../lib/paths";
import { useDocumentTitle } from "../lib/use-document-title";

const PAGE = "card-columns flex flex-col gap-6";

function BackToAll() {
  return (
    <Link to={paths.saved()} className={buttonClass("ghost", "w-fit -ml-2")}>
      <ArrowLeft aria-hidden className="size-4" />
      {SAVE_MESSAGES.backToAll}
    </Link>
  );
}

/**
 * One city of Saved (docs/product.md §2): its saved guides, then its bookmarked places on one map above their
 * list; a city with neither sends back to /saved.
 */
export default function SavedCityRoute() {
  const { citySlug = "" } = useParams();
  const { query: saved, groups: savedGroups } = useSavedGuides(citySlug);
  const { query: bookmarks, groups: bookmarkedGroups } = useBookmarkedPlaces(citySlug);
  const group = savedGroups[0];
  const bookmarked = bookmarkedGroups[0];
  const cityName = group?.location ?? bookmarked?.city;
  useDocumentTitle(cityName && PAGE_TITLES.plain(`Saved in ${cityName}`));
  if (saved.isPending || bookmarks.isPending) {
    return (
      <div className={PAGE}>
        <BackToAll />
        <div className="flex h-8 items-center">
          <Skeleton className="h-6 w-40" />
        </div>
        <GuideGridSkeleton label="Loading your saved guides" count={2} />
      </div>
    );
  }
  if (!group && !bookmarked) return <Navigate replace to={paths.saved()} />;
  return (
    <div className={PAGE}>
      <BackToAll />
      <h1 className="text-2xl font-bold">{cityName}</h1>
      {group && (
        <GuideCardList guides={group.guides} query={saved} failedText={GUIDE_MESSAGES.listLoadFailed} />
      )}
      {bookmarks.isError && (
        <LoadError text={SAVE_MESSAGES.bookmarksLoadFailed} onRetry={() => bookmarks.refetch()} />
      )}
      {bookmarked && <BookmarkedPlaces city={bookmarked.city} places={bookmarked.places} />}
      {bookmarked && (
        <LoadMore
          query={bookmarks}
          loadingLabel={SAVE_MESSAGES.loadingMoreBookmarks}
          failedText={SAVE_MESSAGES.bookmarksLoadFailed}
        />
      )}
    </div>
  );
}

function BookmarkedPlaces({ city, places }: { city: string; places: PlaceSummary[] }) {
  return (
    <section aria-labelledby="bookmarked-places" className="flex flex-col gap-3">
      <h2 id="bookmarked-places" className="text-lg font-semibold">
        {SAVE_MESSAGES.bookmarkedPlacesTab}
      </h2>
      {/* The panel fills the height it is given on wide screens (beside a guide's list it is the window's). */}
      <div className="lg:h-[26rem]">
        <PlacesMapPanel places={places} cityName={city} what={SAVE_MESSAGES.bookmarksMapOf(city)} legend />
      </div>
      <ul className="row-grid">
        {places.map((place) => (
          <li key={place.id}>
            <PlaceRow place={place} />
          </li>
        ))}
      </ul>
    </section>
  );
}
