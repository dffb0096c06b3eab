import { ExternalLink, MapPin } from "lucide-react";
import { useParams, useSearchParams } from "react-router";
import { CATEGORIES } from "../../shared/categories";
import { mapsSearchUrl } from "../../shared/maps";
import { MESSAGES, OFFLINE_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { SUGGESTION_MESSAGES } from "../../shared/suggestions";
import { BackLink } from "../components/back-link";
import { BookmarkButton } from "../components/bookmark-button";
import { DirectionsLink, PlaceMap } from "../components/maps";
import { ShareButton } from "../components/share-button";
import { buttonClass } from "../components/ui/button";
import { LoadError } from "../components/ui/load-error";
import { ReviewBadge } from "../components/ui/review-badge";
import { Skeleton } from "../components/ui/skeleton";
import { PlaceInGuides } from "../features/guides";
import { PlaceCarousel, PlaceDetails } from "../features/places";
import { usePlace } from "../lib/api/get-place";
import { ApiError, NetworkError } from "../lib/api-client";
import { guidePageOrNull, paths } from "../lib/paths";
import { useDocumentTitle } from "../lib/use-document-title";
import { type ErrorToast, useErrorRedirect } from "../lib/use-error-redirect";

const PLACE_LAYOUT =
  "mx-auto grid w-full max-w-[600px] grid-cols-[minmax(0,1fr)] content-start gap-5 lg:max-w-[1100px] lg:grid-cols-2 lg:gap-x-10";
/** The name, actions and details: beside the photos from 1024 px, over both of their rows. */
const PLACE_FACTS = "lg:col-start-2 lg:row-span-2 lg:row-start-2";

export default function PlaceDetailRoute() {
  const { placeId } = useParams();
  const place = usePlace(placeId);
  // Opened from a guide: Back returns there, even before the app runs (decision 036).
  const from = guidePageOrNull(useSearchParams()[0].get("from"));
  const pageTitle =
    place.data &&
    PAGE_TITLES.place({
      name: place.data.name,
      tag: place.data.tag ?? CATEGORIES[place.data.category].placeLabel,
      cityName: place.data.cityName,
    });
  useDocumentTitle(pageTitle);

  let failure: ErrorToast | null = null;
  if (!placeId) failure = { title: MESSAGES.place.idMissing };
  else if (place.error instanceof ApiError && place.error.status < 500)
    failure = { title: MESSAGES.place.notFound };
  else if (place.isError && !(place.error instanceof NetworkError))
    failure = { title: MESSAGES.place.loadError };
  useErrorRedirect(failure, paths.home());

  // Offline, and not kept: say so here rather than leave for a Home that cannot load either.
  if (place.error instanceof NetworkError && !place.data)
    return <LoadError text={OFFLINE_MESSAGES.notKept} onRetry={() => void place.refetch()} />;

  if (!place.data || !pageTitle) {
    return (
      <div role="status" aria-label="Loading place" className={PLACE_LAYOUT}>
        <Skeleton className="h-9 w-28 lg:col-span-2" />
        <Skeleton className="aspect-[4/3] w-full" rounded="rounded-2xl" />
        <div className={`${PLACE_FACTS} flex flex-col gap-4`}>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-11 w-40" />
        </div>
      </div>
    );
  }
  const data = place.data;
  const mapsLink = data.googleMapsLink ?? (data.address ? mapsSearchUrl(data.address) : null);
  // One column on phones; from 1024 px the photos on the left (In guides under them) and the facts on the right.
  return (
    <article className={PLACE_LAYOUT}>
      <BackLink parent={from ?? paths.city(data.cityName)} className="lg:col-span-2" />
      <div className="lg:sticky lg:top-6 lg:col-start-1 lg:row-start-2">
        <PlaceCarousel images={data.images} name={data.name} />
      </div>
      <div className={`${PLACE_FACTS} flex flex-col gap-5`}>
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{data.name}</h1>
          <p className="text-muted">{CATEGORIES[data.category].placeLabel}</p>
          {data.tag && (
            <p className="w-fit rounded-full bg-accent/20 px-3 py-0.5 text-sm text-accent">{data.tag}</p>
          )}
          <ReviewBadge status={data.reviewStatus} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <DirectionsLink place={data} />
          <ShareButton title={pageTitle} path={paths.place(data.id)} />
          <BookmarkButton
            kind="place"
            id={data.id}
            label={data.name}
            active={data.isBookmarked}
            className="size-11 bg-surface-raised"
          />
        </div>
        {data.rejectionReason ? (
          <p role="note" className="rounded-lg bg-red-500/10 p-3 text-sm text-red-200 ring-1 ring-red-500/30">
            {SUGGESTION_MESSAGES.rejectedByReview(data.rejectionReason)}
            {data.suggestedByYou && ` ${SUGGESTION_MESSAGES.rejectedStaysYours}`}
          </p>
        ) : (
          data.reviewStatus !== "approved" && (
            <p className="text-sm text-muted">
              {data.suggestedByYou
                ? SUGGESTION_MESSAGES.yourSuggestionPending
                : SUGGESTION_MESSAGES.notReviewedHint}
            </p>
          )
        )}
        {data.address && (
          <a
            href={mapsLink ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-start gap-2 text-white/90 hover:underline"
          >
            <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            {data.address}
          </a>
        )}
        <PlaceDetails place={data} />
        <PlaceMap place={data} />
        {mapsLink && (
          <a
            href={mapsLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("secondary", "w-fit")}
          >
            {MESSAGES.place.seeDetails}
            <ExternalLink aria-hidden className="size-4" />
          </a>
        )}
      </div>
      <div className="lg:col-start-1 lg:row-start-3">
        <PlaceInGuides placeId={data.id} />
      </div>
    </article>
  );
}
