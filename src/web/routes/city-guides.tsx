import { keepPreviousData } from "@tanstack/react-query";
import { ArrowLeft, PenLine } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import type { City, GuideCard, GuideSort } from "../../shared/schemas";
import { GuideGridSkeleton } from "../components/guide-card-skeleton";
import { Button, buttonClass } from "../components/ui/button";
import { CityFollowButton } from "../features/follows";
import { GuideCardList, GuideSortToggle, useCityGuides } from "../features/guides";
import { CityPlacesByCategory } from "../features/places";
import { useSession } from "../lib/api/session";
import { ApiError } from "../lib/api-client";
import { paths } from "../lib/paths";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";
import NotFoundRoute from "./not-found";

/** "new-york" -> "New York", for when the server cannot tell the city's own name. */
const cityNameFromSlug = (slug: string) =>
  slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/** Popular pages can meet a guide twice when someone unsaves it between two pages (docs/decisions/016). */
function uniqueById(guides: GuideCard[]): GuideCard[] {
  const seen = new Set<string>();
  return guides.filter((guide) => !seen.has(guide.id) && seen.add(guide.id));
}

/** A city without guides: what it offers, and an invitation to write the first guide (docs/product.md §2). */
function FirstGuideInvitation({ city }: { city: City }) {
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-surface px-6 py-8 text-center ring-1 ring-white/5">
        <p className="text-lg font-semibold">{MESSAGES.cityGuides.empty(city.name)}</p>
        <p className="max-w-md text-muted">{MESSAGES.cityGuides.invitation(city.name)}</p>
        <Link to={paths.createGuide(city.slug)} className={buttonClass("primary", "mt-2")}>
          <PenLine aria-hidden className="size-4" />
          {MESSAGES.cityGuides.writeFirst(city.name)}
        </Link>
        {!user && <p className="text-sm text-muted">{MESSAGES.cityGuides.signInFirst}</p>}
      </div>
      <CityPlacesByCategory cityId={city.id} cityName={city.name} />
    </div>
  );
}

export default function CityGuidesRoute() {
  const { location = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const sort: GuideSort = search.get("sort") === "popular" ? "popular" : "newest";
  // The list in the other order stays on screen (and the sort control with it) until this order arrives.
  const guides = useCityGuides(location, sort, { placeholderData: keepPreviousData });
  const unknownCity = guides.error instanceof ApiError && guides.error.isNotFound;
  // A later page that fails is offered again at the end of the list; the page-wide error is for the first one.
  const failed = guides.isError && !unknownCity && !guides.isFetchNextPageError;
  const city = guides.data?.pages[0]?.city;
  const cityName = city?.name ?? cityNameFromSlug(location);
  useDocumentTitle(unknownCity ? PAGE_TITLES.notFound : PAGE_TITLES.city(cityName));
  useEffect(() => {
    if (failed) {
      toast.error(MESSAGES.cityGuides.loadError, {
        id: MESSAGES.cityGuides.loadError,
        description: MESSAGES.cityGuides.loadFailed,
      });
    }
  }, [failed]);

  const chooseSort = (next: GuideSort) =>
    setSearch(
      (params) => {
        const changed = new URLSearchParams(params);
        if (next === "newest") changed.delete("sort");
        else changed.set("sort", next);
        return changed;
      },
      { replace: true },
    );

  // An address of no city is not an empty city: the not-found page, as the server's 404 says.
  if (unknownCity) return <NotFoundRoute />;
  const list = uniqueById(guides.data?.pages.flatMap((page) => page.items) ?? []);
  const empty = guides.isSuccess && list.length === 0;
  return (
    <div className="card-columns flex flex-col gap-6">
      <Link to={paths.cities()} className={buttonClass("ghost", "w-fit -ml-2")}>
        <ArrowLeft aria-hidden className="size-4" />
        Back
      </Link>
      {/* The sort control shares the title's row, which keeps its height with or without it: the cards below
          stay where their skeletons were whether the city turns out to have one guide or more. */}
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{cityName}</h1>
          <CityFollowButton slug={location} />
        </div>
        {/* When the row wraps (a phone), the sort control still ends where the grid does. */}
        {list.length > 1 && (
          <div className="ml-auto">
            <GuideSortToggle value={sort} onChange={chooseSort} />
          </div>
        )}
      </div>
      {sort === "popular" && (guides.isPending || list.length > 1) && (
        <p className="-mt-3 text-sm text-muted sm:text-right">{MESSAGES.popular.popularHint}</p>
      )}
      {failed && (
        <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
          <p>{MESSAGES.cityGuides.errorText(cityName)}</p>
          <Button onClick={() => window.location.reload()}>{MESSAGES.cityGuides.tryAgain}</Button>
        </div>
      )}
      {empty && city && <FirstGuideInvitation city={city} />}
      {guides.isPending && <GuideGridSkeleton label={`Loading guides for ${cityName}`} count={2} />}
      {list.length > 0 && (
        <GuideCardList guides={list} query={guides} failedText={MESSAGES.cityGuides.loadError} />
      )}
    </div>
  );
}
