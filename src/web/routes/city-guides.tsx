import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { Button, buttonClass } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { GuideCardList, useCityGuides } from "../features/guides";
import { ApiError } from "../lib/api-client";
import { paths } from "../lib/paths";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";

/** "new-york" -> "New York", for when the server cannot tell the city's own name. */
const cityNameFromSlug = (slug: string) =>
  slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

export default function CityGuidesRoute() {
  const { location = "" } = useParams();
  const guides = useCityGuides(location);
  const unknownCity = guides.error instanceof ApiError && guides.error.isNotFound;
  // A later page that fails is offered again at the end of the list; the page-wide error is for the first one.
  const failed = guides.isError && !unknownCity && !guides.isFetchNextPageError;
  const cityName = guides.data?.pages[0]?.city.name ?? cityNameFromSlug(location);
  useDocumentTitle(unknownCity ? PAGE_TITLES.notFound : PAGE_TITLES.city(cityName));
  useEffect(() => {
    if (failed) {
      toast.error(MESSAGES.cityGuides.loadError, {
        id: MESSAGES.cityGuides.loadError,
        description: MESSAGES.cityGuides.loadFailed,
      });
    }
  }, [failed]);

  const list = guides.data?.pages.flatMap((page) => page.items) ?? [];
  const empty = unknownCity || (guides.isSuccess && list.length === 0);
  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.cities()} className={buttonClass("ghost", "w-fit -ml-2")}>
        <ArrowLeft aria-hidden className="size-4" />
        Back
      </Link>
      <h1 className="text-2xl font-bold">{cityName}</h1>
      {guides.isPending && <Spinner label={`Loading guides for ${cityName}`} />}
      {failed && (
        <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
          <p>{MESSAGES.cityGuides.errorText(cityName)}</p>
          <Button onClick={() => window.location.reload()}>{MESSAGES.cityGuides.tryAgain}</Button>
        </div>
      )}
      {empty && <p className="py-12 text-center text-muted">{MESSAGES.cityGuides.empty(cityName)}</p>}
      {list.length > 0 && (
        <GuideCardList guides={list} query={guides} failedText={MESSAGES.cityGuides.loadError} />
      )}
    </div>
  );
}
