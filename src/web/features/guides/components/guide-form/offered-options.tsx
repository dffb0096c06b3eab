import { Check } from "lucide-react";
import { PICKER_MESSAGES } from "../../../../../shared/messages";
import { type ReviewStatus, SUGGESTION_MESSAGES } from "../../../../../shared/suggestions";
import { ReviewBadge } from "../../../../components/ui/review-badge";
import { Skeleton } from "../../../../components/ui/skeleton";

/** A place the picker offers: the catalogue's, or the user's own suggestion (marked). */
export type OfferedPlace = {
  id: string;
  name: string;
  tag: string | null;
  address: string | null;
  reviewStatus: ReviewStatus;
  /** Where it is, for a pasted map link to find it; null for a place without a location yet. */
  lat: number | null;
  lng: number | null;
};

type OfferedOptionsProps = {
  /** Closed, only the (empty) listbox stays, for the input's aria-controls. */
  expanded: boolean;
  listboxId: string;
  /** Names the listbox: '{category} in {city}'. */
  label: string;
  categoryTitle: string;
  cityName: string | null;
  /** The category's places in the city; undefined while they load. */
  offered: OfferedPlace[] | undefined;
  /** The places matching the typed text, in order. */
  options: OfferedPlace[];
  text: string;
  pickedIds: Set<string>;
  activeId: string | null;
  optionId: (placeId: string) => string;
  cityHasPlaces: boolean;
  isAdmin: boolean;
  onPick: (place: OfferedPlace) => void;
};

const SKELETON_ROWS = [0, 1, 2, 3, 4];

/**
 * The picker's open list, in the page's flow under the input so it never covers the chosen places: skeleton
 * rows while the places load, then one option per place (name, tag and address), or why there is none.
 */
export function OfferedOptions({
  expanded,
  listboxId,
  label,
  categoryTitle,
  cityName,
  offered,
  options,
  text,
  pickedIds,
  activeId,
  optionId,
  cityHasPlaces,
  isAdmin,
  onPick,
}: OfferedOptionsProps) {
  const loading = offered === undefined;
  if (!expanded) return <div id={listboxId} role="listbox" aria-label={label} />;
  return (
    <>
      <p role="status" className="sr-only">
        {loading ? PICKER_MESSAGES.loading : ""}
      </p>
      {loading && (
        <div aria-hidden className="flex flex-col gap-1">
          {SKELETON_ROWS.map((row) => (
            <div key={row} data-skeleton-row className="flex flex-col gap-2 px-3 py-2.5">
              <Skeleton className="h-3.5 w-2/5" />
              <Skeleton className="h-3 w-4/5" />
            </div>
          ))}
        </div>
      )}
      <div
        id={listboxId}
        role="listbox"
        aria-label={label}
        aria-busy={loading}
        className="flex max-h-[300px] flex-col gap-0.5 overflow-y-auto"
      >
        {options.map((place) => (
          <OfferedOption
            key={place.id}
            id={optionId(place.id)}
            place={place}
            picked={pickedIds.has(place.id)}
            active={place.id === activeId}
            onPick={onPick}
          />
        ))}
      </div>
      {offered && options.length === 0 && (
        <div className="flex flex-col gap-1 px-3 py-3 text-sm text-muted">
          <NothingOffered
            categoryTitle={categoryTitle}
            cityName={cityName ?? ""}
            text={offered.length > 0 ? text : ""}
            cityHasPlaces={cityHasPlaces}
            isAdmin={isAdmin}
          />
        </div>
      )}
    </>
  );
}

type OfferedOptionProps = {
  id: string;
  place: OfferedPlace;
  picked: boolean;
  active: boolean;
  onPick: (place: OfferedPlace) => void;
};

function OfferedOption({ id, place, picked, active, onPick }: OfferedOptionProps) {
  const suggestion = place.reviewStatus !== "approved";
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys; options never take focus
    <div
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={picked || undefined}
      tabIndex={-1}
      onClick={() => onPick(place)}
      className={`flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 aria-disabled:cursor-default aria-disabled:opacity-50 ${
        active
          ? "bg-accent/20 ring-1 ring-accent"
          : "hover:bg-surface-raised aria-disabled:hover:bg-transparent"
      }`}
    >
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate text-sm font-medium">{place.name}</span>
          {suggestion && <ReviewBadge status={place.reviewStatus} />}
        </span>
        <span className="line-clamp-2 text-xs text-muted">
          {suggestion && `${SUGGESTION_MESSAGES.yourSuggestion} · `}
          {place.tag && <span className="font-medium text-accent">{place.tag}</span>}
          {place.tag && place.address && " · "}
          {place.address}
        </span>
      </span>
      {picked && (
        <>
          <Check aria-hidden className="size-4 shrink-0 text-accent" />
          <span className="sr-only">{PICKER_MESSAGES.alreadyPicked}</span>
        </>
      )}
    </div>
  );
}

type NothingOfferedProps = {
  categoryTitle: string;
  cityName: string;
  /** What was typed, when places exist but none matches it. */
  text: string;
  cityHasPlaces: boolean;
  isAdmin: boolean;
};

/** Why the list is empty, and what to do: admins keep the spec's Admin-section hints, everyone may suggest. */
function NothingOffered({ categoryTitle, cityName, text, cityHasPlaces, isAdmin }: NothingOfferedProps) {
  if (text) {
    return (
      <>
        <p>{PICKER_MESSAGES.noMatch(text)}</p>
        <p>{PICKER_MESSAGES.suggestInstead(SUGGESTION_MESSAGES.addPlace)}</p>
      </>
    );
  }
  if (isAdmin) {
    return cityHasPlaces ? (
      <>
        <p>{PICKER_MESSAGES.noneInCategory(categoryTitle, cityName)}</p>
        <p>{PICKER_MESSAGES.adminAddSome}</p>
      </>
    ) : (
      <p>{PICKER_MESSAGES.adminNoPlaces}</p>
    );
  }
  return (
    <>
      <p>
        {cityHasPlaces
          ? PICKER_MESSAGES.noneInCategory(categoryTitle, cityName)
          : PICKER_MESSAGES.noPlacesInCity(cityName)}
      </p>
      <p>{PICKER_MESSAGES.suggestInstead(SUGGESTION_MESSAGES.addPlace)}</p>
    </>
  );
}
