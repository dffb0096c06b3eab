import { type ReactNode, useState } from "react";
import { CATEGORIES, type CategoryKey } from "../../../../../shared/categories";
import { PLACES_PER_CATEGORY } from "../../../../../shared/limits";
import type { ReviewStatus } from "../../../../../shared/suggestions";
import { useSession } from "../../../../lib/api/session";
import type { OfferedPlace } from "./offered-options";
import { type PickedPlace, PickedPlaces } from "./picked-places";
import type { LinkedPlace } from "./picker-search";
import { PlaceCombobox } from "./place-combobox";

/** A place added from outside the offered list: what 'Add a place that is not listed' hands back. */
type AddedPlace = { id: string; name: string; reviewStatus: ReviewStatus };

/**
 * 'Add a place that is not listed', drawn by the suggestions feature: the route hands it in, since a feature does
 * not import another. The picker opens its dialog too, filled from a pasted map link.
 */
export type SuggestPlaceSlot = (props: {
  category: CategoryKey;
  city: { id: string; name: string };
  pickedIds: Set<string>;
  disabled: boolean;
  onAdded: (place: AddedPlace) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the dialog's form starts with when 'Add it as a new place' under a pasted link opened it. */
  prefill: LinkedPlace | null;
}) => ReactNode;

type CategoryPickerProps = {
  category: CategoryKey;
  picked: PickedPlace[];
  onChange: (picked: PickedPlace[]) => void;
  /** Places of this category in the chosen city; undefined while they load. */
  offered: OfferedPlace[] | undefined;
  city: { id: string; name: string } | null;
  /** Whether the chosen city has places at all, for the right empty message. */
  cityHasPlaces: boolean;
  suggestPlace: SuggestPlaceSlot;
};

/** The id of a category's heading in the form, so a failed submit can bring that category into view. */
export const pickerHeadingId = (category: CategoryKey) => `picker-${category}`;

/**
 * docs/product.md §2 category picker: the count, the chosen places in order with their notes, then 'Add places'
 * (a combobox whose list opens below it, so it never hides the chosen ones) and 'Add a place that is not listed'.
 */
export function CategoryPicker({
  category,
  picked,
  onChange,
  offered,
  city,
  cityHasPlaces,
  suggestPlace,
}: CategoryPickerProps) {
  const { isAdmin } = useSession();
  const title = CATEGORIES[category].title;
  const atMax = picked.length >= PLACES_PER_CATEGORY.max;
  const pickedIds = new Set(picked.map((place) => place.id));
  const headingId = pickerHeadingId(category);
  // The suggestion dialog: closed (null), or open, with a pasted link's place or without.
  const [suggesting, setSuggesting] = useState<{ prefill: LinkedPlace | null } | null>(null);

  const add = (place: AddedPlace) => {
    if (pickedIds.has(place.id) || atMax) return;
    onChange([...picked, { id: place.id, name: place.name, note: "", reviewStatus: place.reviewStatus }]);
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
      {picked.length > 0 && <PickedPlaces title={title} picked={picked} onChange={onChange} />}
      <PlaceCombobox
        // Another city offers other places: nothing typed or active carries over.
        key={city?.id ?? "no-city"}
        categoryTitle={title}
        offered={offered}
        pickedIds={pickedIds}
        cityName={city?.name ?? null}
        full={atMax}
        cityHasPlaces={cityHasPlaces}
        isAdmin={isAdmin}
        onPick={add}
        onAddFromLink={(place) => setSuggesting({ prefill: place })}
      />
      {city &&
        suggestPlace({
          category,
          city,
          pickedIds,
          disabled: atMax,
          onAdded: add,
          open: suggesting !== null,
          onOpenChange: (open) => setSuggesting(open ? { prefill: null } : null),
          prefill: suggesting?.prefill ?? null,
        })}
      {picked.length < PLACES_PER_CATEGORY.min && (
        <p className="text-sm text-amber-400">Please select at least 3 places for this category</p>
      )}
    </section>
  );
}
