import { Check, ChevronDown } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { CATEGORIES, type CategoryKey } from "../../../../../shared/categories";
import { PLACES_PER_CATEGORY } from "../../../../../shared/limits";
import { type ReviewStatus, SUGGESTION_MESSAGES } from "../../../../../shared/suggestions";
import { buttonClass } from "../../../../components/ui/button";
import { Skeleton } from "../../../../components/ui/skeleton";
import { type AddedPlace, SuggestPlaceButton } from "../../../suggestions";
import { type PickedPlace, PickedPlaces } from "./picked-places";

/** A place the picker offers: the catalogue's, or the user's own suggestion (marked). */
export type OfferedPlace = { id: string; name: string; cityName: string; reviewStatus: ReviewStatus };

type CategoryPickerProps = {
  category: CategoryKey;
  picked: PickedPlace[];
  onChange: (picked: PickedPlace[]) => void;
  /** Places of this category in the chosen city; undefined while they load. */
  offered: OfferedPlace[] | undefined;
  city: { id: string; name: string } | null;
  /** Whether the chosen city has places at all, for the right empty message. */
  cityHasPlaces: boolean;
};

/** The id of a category's heading in the form, so a failed submit can bring that category into view. */
export const pickerHeadingId = (category: CategoryKey) => `picker-${category}`;

/** docs/product.md §2 category picker: count, 'Add places' list of 300 x 300 px, dimmed picks, the ordered picks with notes. */
export function CategoryPicker({
  category,
  picked,
  onChange,
  offered,
  city,
  cityHasPlaces,
}: CategoryPickerProps) {
  const cityName = city?.name ?? null;
  const [open, setOpen] = useState(false);
  const title = CATEGORIES[category].title;
  const atMax = picked.length >= PLACES_PER_CATEGORY.max;
  const pickedIds = new Set(picked.map((place) => place.id));
  const headingId = pickerHeadingId(category);

  const add = (place: AddedPlace) => {
    if (pickedIds.has(place.id) || atMax) return;
    const next = [...picked, { id: place.id, name: place.name, note: "", reviewStatus: place.reviewStatus }];
    onChange(next);
    if (next.length >= PLACES_PER_CATEGORY.max) setOpen(false);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-white/5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted">
          {picked.length} of {PLACES_PER_CATEGORY.max} selected (minimum {PLACES_PER_CATEGORY.min})
        </p>
      </div>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          disabled={atMax || !cityName}
          className={buttonClass("secondary", "w-fit")}
          aria-label={`Add places to ${title}`}
        >
          Add places
          <ChevronDown aria-hidden className="size-4" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-30 h-[300px] w-[300px] overflow-y-auto rounded-xl bg-surface-raised p-1 shadow-xl ring-1 ring-white/10"
          >
            <OfferedList
              category={category}
              offered={offered}
              pickedIds={pickedIds}
              onPick={add}
              cityName={cityName}
              cityHasPlaces={cityHasPlaces}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {city && (
        <SuggestPlaceButton
          category={category}
          city={city}
          pickedIds={pickedIds}
          disabled={atMax}
          onAdded={add}
        />
      )}
      {picked.length > 0 && <PickedPlaces title={title} picked={picked} onChange={onChange} />}
      {picked.length < PLACES_PER_CATEGORY.min && (
        <p className="text-sm text-amber-400">Please select at least 3 places for this category</p>
      )}
    </section>
  );
}

type OfferedListProps = {
  category: CategoryKey;
  offered: OfferedPlace[] | undefined;
  pickedIds: Set<string>;
  onPick: (place: OfferedPlace) => void;
  cityName: string | null;
  cityHasPlaces: boolean;
};

function OfferedList({ category, offered, pickedIds, onPick, cityName, cityHasPlaces }: OfferedListProps) {
  if (!offered) {
    return (
      <div role="status" aria-label="Loading places" className="flex flex-col gap-2 p-2">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (offered.length === 0) {
    return (
      <div className="p-4 text-sm text-muted">
        {cityHasPlaces ? (
          <>
            <p>
              No {CATEGORIES[category].title} found in {cityName}.
            </p>
            <p>Add some in the Admin section first.</p>
          </>
        ) : (
          <p>No places found. Create places in the Admin section.</p>
        )}
      </div>
    );
  }
  return (
    <ul aria-label={`${CATEGORIES[category].title} in ${cityName}`}>
      {offered.map((place) => {
        const picked = pickedIds.has(place.id);
        return (
          <li key={place.id}>
            <button
              type="button"
              disabled={picked}
              onClick={() => onPick(place)}
              className="flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left hover:bg-surface disabled:cursor-default disabled:opacity-50 disabled:hover:bg-transparent"
            >
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium">{place.name}</span>
                <span className="block truncate text-xs text-muted">
                  {place.reviewStatus === "approved"
                    ? place.cityName
                    : `${SUGGESTION_MESSAGES.yourSuggestion} · ${SUGGESTION_MESSAGES.notReviewed}`}
                </span>
              </span>
              {picked && <Check aria-label="Already picked" className="size-4 shrink-0 text-accent" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
