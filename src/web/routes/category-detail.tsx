import { ArrowLeft } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { CATEGORIES, categoryFromUrl } from "../../shared/categories";
import { CATEGORY_REDIRECT_DELAY_MS } from "../../shared/limits";
import { MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { PlacesMapPanel } from "../components/maps";
import { PlaceRow } from "../components/place-row";
import { Button, buttonClass } from "../components/ui/button";
import { GUIDE_LAYOUT, GUIDE_MAP_AREA, GuideDetailSkeleton, useGuide } from "../features/guides";
import { paths } from "../lib/paths";
import { useDocumentTitle } from "../lib/use-document-title";
import { useErrorRedirect } from "../lib/use-error-redirect";

/** Every place of one category of a guide; works from a pasted address as well as from 'See all'. */
export default function CategoryDetailRoute() {
  const { location = "", guideId = "", category: segment = "" } = useParams();
  const navigate = useNavigate();
  const category = categoryFromUrl(segment);
  const guide = useGuide(guideId);
  useDocumentTitle(category && guide.data ? PAGE_TITLES.category(category, guide.data.name) : undefined);
  const missing = !category || guide.isError;
  const back = guide.isSuccess ? paths.guide(guide.data.location, guide.data.id) : paths.home();
  useErrorRedirect(
    missing ? { title: MESSAGES.category.loadFailed } : null,
    back,
    CATEGORY_REDIRECT_DELAY_MS,
  );

  if (missing) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p>{MESSAGES.category.loadFailed}</p>
        <Button onClick={() => navigate(-1)}>{MESSAGES.category.goBack}</Button>
      </div>
    );
  }
  if (!guide.data) return <GuideDetailSkeleton category />;
  const places = guide.data.places[category];
  return (
    <div className={`${GUIDE_LAYOUT} gap-6`}>
      <div className="flex flex-col gap-6 [grid-area:header]">
        <Link
          to={paths.guide(guide.data.location || location, guideId)}
          className={buttonClass("ghost", "w-fit -ml-2")}
        >
          <ArrowLeft aria-hidden className="size-4" />
          {MESSAGES.category.backToGuide}
        </Link>
        <div>
          <h1 className="text-2xl font-bold">{CATEGORIES[category].title}</h1>
          <p className="text-sm text-muted">{guide.data.name}</p>
        </div>
      </div>
      <div className={GUIDE_MAP_AREA}>
        <PlacesMapPanel
          places={places}
          cityName={guide.data.location}
          what={`${CATEGORIES[category].title}, ${guide.data.name}`}
        />
      </div>
      <ul className="flex flex-col gap-2 [grid-area:list]">
        {places.map((place) => (
          <li key={place.id}>
            <PlaceRow place={place} note={place.note} onMap />
          </li>
        ))}
      </ul>
    </div>
  );
}
