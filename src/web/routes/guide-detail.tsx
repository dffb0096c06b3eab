import { useEffect } from "react";
import { Navigate, useLocation, useParams } from "react-router";
import { CATEGORY_KEYS, type CategoryKey } from "../../shared/categories";
import { roleIn } from "../../shared/guide-members";
import { MESSAGES, OFFLINE_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { BackLink } from "../components/back-link";
import { PlacesMapPanel } from "../components/maps";
import { LoadError } from "../components/ui/load-error";
import { PersonFollowButton } from "../features/follows";
import {
  CategorySection,
  GoneGuidePage,
  GUIDE_LAYOUT,
  GUIDE_MAP_AREA,
  GUIDE_MAP_ID,
  GuideAccessLost,
  GuideDetailSkeleton,
  GuideHeader,
  PrintedGuideAddress,
  useGuideLive,
  useGuideOrGone,
  ViewingNow,
  WaitingEditNotice,
} from "../features/guides";
import {
  GuidePeopleButton,
  MembersStrip,
  PlaceExtras,
  useMostLikedSort,
  VotedDownPlaces,
} from "../features/members";
import { forgetKeptGuide, KeepOfflineButton } from "../features/offline";
import { SearchBox } from "../features/search";
import { useSession } from "../lib/api/session";
import { ApiError, NetworkError } from "../lib/api-client";
import { paths } from "../lib/paths";
import { useDocumentTitle } from "../lib/use-document-title";
import { type ErrorToast, useErrorRedirect } from "../lib/use-error-redirect";
import { useOfflineCapable } from "../lib/use-offline-capable";

export default function GuideDetailRoute() {
  const { location = "", guideId } = useParams();
  const navigationState = useLocation().state as { guideId?: string } | null;
  const guide = useGuideOrGone(guideId);
  const { user } = useSession();
  const shown = guide.data?.status === "gone" ? undefined : guide.data;
  // A member's page is live: the others' changes appear without reloading (docs/decisions/057).
  const live = useGuideLive(shown && roleIn(shown, user?.id) ? shown.id : undefined);
  const mostLiked = useMostLikedSort(shown, shown ? roleIn(shown, user?.id) : null);
  useDocumentTitle(
    guide.data &&
      (guide.data.status === "gone"
        ? PAGE_TITLES.goneGuide
        : PAGE_TITLES.guide({
            name: guide.data.name,
            cityName: guide.data.location,
            creator: guide.data.creator.username,
          })),
  );

  // The site no longer lets this reader see the guide (removed from it, unpublished, deleted): the device lets go
  // of its kept copy too (docs/decisions/059).
  const refused =
    (guide.error instanceof ApiError && guide.error.status < 500) ||
    guide.data?.status === "gone" ||
    live.accessLost;
  const keptId = guideId ?? navigationState?.guideId;
  // Without a worker nothing is kept, and no IndexedDB is opened to find that out.
  const mayKeep = useOfflineCapable();
  useEffect(() => {
    if (refused && keptId && mayKeep) void forgetKeptGuide(keptId);
  }, [refused, keptId, mayKeep]);

  let failure: ErrorToast | null = null;
  if (!guideId && !navigationState?.guideId) failure = { title: "Error", description: "Guide ID is missing" };
  else if (guide.error instanceof ApiError && guide.error.status < 500) {
    failure = { title: MESSAGES.guide.notFoundTitle, description: MESSAGES.guide.notFoundText };
  } else if (guide.isError && !(guide.error instanceof NetworkError))
    failure = { title: MESSAGES.guide.loadError };
  useErrorRedirect(failure, paths.home());

  // Offline, and not kept: say so here rather than leave for a Home that cannot load either.
  if (guide.error instanceof NetworkError && !guide.data)
    return <LoadError text={OFFLINE_MESSAGES.notKept} onRetry={() => void guide.refetch()} />;

  // docs/product.md §2: an id carried only in navigation state moves into the address.
  if (!guideId && navigationState?.guideId) {
    return <Navigate replace to={`/guide/${location}/${navigationState.guideId}`} state={null} />;
  }
  if (live.accessLost) return <GuideAccessLost />;
  if (!guide.data) return <GuideDetailSkeleton />;
  // docs/product.md §4 Gone guides: the address stays, and says so.
  if (guide.data.status === "gone") return <GoneGuidePage gone={guide.data.gone} search={<SearchBox />} />;
  const data = guide.data;
  const role = roleIn(data, user?.id);
  const places = CATEGORY_KEYS.flatMap((category) => data.places[category]);
  // Places are numbered through the guide, category by category; each pin carries its place's number.
  let next = 1;
  const firstNumbers = Object.fromEntries(
    CATEGORY_KEYS.map((category) => {
      const first = next;
      next += data.places[category].length;
      return [category, first];
    }),
  ) as Record<CategoryKey, number>;
  // The list is the page; the map sits beside it on wide screens, after the list on phones.
  return (
    <div className={`${GUIDE_LAYOUT} gap-8`}>
      <div className="flex flex-col gap-4 [grid-area:header]">
        <BackLink parent={paths.city(data.location)} className="print:hidden" />
        <GuideHeader
          guide={data}
          offline={<KeepOfflineButton guideId={data.id} />}
          members={<MembersStrip guide={data} />}
          people={role && !data.isDemo && <GuidePeopleButton guide={data} role={role} />}
          follow={
            <PersonFollowButton
              username={data.creator.username}
              name={`@${data.creator.username.replace(/^@/, "")}`}
              shown={Boolean(user) && user?.id !== data.creator.id}
            />
          }
        />
        {user && role && <ViewingNow guide={data} viewers={live.viewers} me={user.id} />}
        {user && role && role !== "viewer" && <WaitingEditNotice guideId={data.id} />}
      </div>
      <div id={GUIDE_MAP_ID} className={`${GUIDE_MAP_AREA} scroll-mt-16 print:break-inside-avoid`}>
        <PlacesMapPanel places={places} cityName={data.location} what={data.name} legend numbered />
      </div>
      <div className="flex flex-col gap-8 [grid-area:list]">
        {role === "owner" && <VotedDownPlaces guide={data} />}
        {CATEGORY_KEYS.map((category) => (
          <CategorySection
            key={category}
            category={category}
            places={data.places[category]}
            location={data.location}
            guideId={data.id}
            firstNumber={firstNumbers[category]}
            placeExtras={(place) => <PlaceExtras guide={data} place={place} role={role} />}
            headingAction={mostLiked.toggleFor(category, data.places[category].length)}
            order={mostLiked.orderFor(category)}
          />
        ))}
      </div>
      <PrintedGuideAddress guide={data} />
    </div>
  );
}
