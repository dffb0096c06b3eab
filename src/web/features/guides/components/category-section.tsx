import type { ReactNode } from "react";
import { Link } from "react-router";
import { CATEGORIES, type CategoryKey } from "../../../../shared/categories";
import { PREVIEW_PLACES_PER_CATEGORY } from "../../../../shared/limits";
import { MESSAGES } from "../../../../shared/messages";
import type { GuidePlace } from "../../../../shared/schemas";
import { PlaceRow } from "../../../components/place-row";
import { paths } from "../../../lib/paths";
import { PrintedPlaceDetails } from "./printed-place-details";

type CategorySectionProps = {
  category: CategoryKey;
  places: GuidePlace[];
  location: string;
  guideId: string;
  /** The number of its first place in the guide's list (its pins on the map carry the same). */
  firstNumber: number;
  /** Drawn under each place: who added it and the members' reactions, from the members feature. */
  placeExtras?: (place: GuidePlace) => ReactNode;
  /** Beside the heading: the members' "Most liked" switch, from the members feature. */
  headingAction?: ReactNode;
  /** The order the places are shown in, when not the guide's; each keeps its number in the guide. */
  order?: (places: GuidePlace[]) => GuidePlace[];
};

/**
 * One category of a guide: its first three places, and 'See all' when there are more. Paper has no 'See all', so
 * every place is drawn and those past three show in print only (docs/product.md §2 Printing).
 */
export function CategorySection({
  category,
  places,
  location,
  guideId,
  firstNumber,
  placeExtras,
  headingAction,
  order,
}: CategorySectionProps) {
  const headingId = `category-${category}`;
  const shown = order ? order(places) : places;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {CATEGORIES[category].title}
        </h2>
        <div className="flex items-center gap-3">
          {headingAction}
          {places.length > PREVIEW_PLACES_PER_CATEGORY && (
            <Link
              to={paths.category(location, guideId, category)}
              state={{ places }}
              className="inline-flex min-h-6 items-center text-sm font-medium text-accent hover:underline print:hidden"
            >
              {MESSAGES.guide.seeAll}
            </Link>
          )}
        </div>
      </div>
      {places.length === 0 ? (
        <p className="text-sm text-muted">No places in this category yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {shown.map((place, index) => (
            <li
              key={place.id}
              className={`break-inside-avoid ${index < PREVIEW_PLACES_PER_CATEGORY ? "" : "hidden print:block"}`}
            >
              <PlaceRow place={place} note={place.note} onMap number={firstNumber + places.indexOf(place)} />
              {placeExtras?.(place)}
              <PrintedPlaceDetails place={place} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
