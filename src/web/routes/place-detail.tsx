import { ExternalLink, MapPin } from "lucide-react";
import { useParams } from "react-router";
import { CATEGORIES } from "../../shared/categories";
import { mapsSearchUrl } from "../../shared/maps";
import { MESSAGES, OFFLINE_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { SUGGESTION_MESSAGES } from "../../shared/suggestions";
import { BackLink } from "../components/back-link";
import { BookmarkButton } from "../components/bookmark-button";
import { PlaceMap } from "../components/maps";
import { ShareButton } from "../components/share-button";
import { buttonClass } from "../components/ui/button";
import { LoadError } from "../components/ui/load-error";
import { ReviewBadge } from "../components/ui/review-badge";
import { Skeleton } from "../components/ui/skeleton";
import { PlaceInGuides } from "../features/guides";
import { PlaceCarousel, PlaceDetails } from "../features/places";
import { usePlace } from "../lib/api/get-place";
import { ApiError, NetworkError } from "../lib/api-client";
import { paths } from "../lib/paths";
import { useDocumentTitle } from "../lib/use-document-title";
import { type ErrorToast, useErrorRedirect } from "../lib/use-error-redirect";

export default function PlaceDetailRoute() {
  const { placeId } = useParams();
  const place = usePlace(placeId);
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
      <div
        role="status"
        aria-label="Loading place"
        className="mx-auto flex w-full max-w-[600px] flex-col gap-4"
      >
        <Skeleton className="aspect-[4/3] w-full" rounded="rounded-2xl" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  }
  const data = place.data;
  const mapsLink = data.googleMapsLink ?? (data.address ? mapsSearchUrl(data.address) : null);
  return (
    <article className="mx-auto flex w-full max-w-[600px] flex-col gap-5">
      <BackLink parent={place.data ? paths.city(place.data.cityName) : paths.home()} />
      <PlaceCarousel images={data.images} name={data.name} />
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{data.name}</h1>
          <p className="text-muted">{CATEGORIES[data.category].placeLabel}</p>
          {data.tag && (
            <p className="w-fit rounded-full bg-accent/20 px-3 py-0.5 text-sm text-accent">{data.tag}</p>
          )}
          <ReviewBadge status={data.reviewStatus} />
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <ShareButton title={pageTitle} path={paths.place(data.id)} iconOnlyOnPhones />
          <BookmarkButton
            kind="place"
            id={data.id}
            label={data.name}
            active={data.isBookmarked}
            className="bg-surface-raised"
          />
        </div>
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
      <PlaceDetails place={data} />
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
      <PlaceMap place={data} />
      {mapsLink && (
        <a
          href={mapsLink}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("primary", "w-fit")}
        >
          {MESSAGES.place.seeDetails}
          <ExternalLink aria-hidden className="size-4" />
        </a>
      )}
      <PlaceInGuides placeId={data.id} />
    </article>
  );
}
