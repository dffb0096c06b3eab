import { Eye, Pencil, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CATEGORIES, CATEGORY_KEYS, type CategoryKey } from "../../../../shared/categories";
import { CATALOGUE_MESSAGES } from "../../../../shared/messages";
import type { PlacePage } from "../../../../shared/schemas";
import { iconButtonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { useLeaveGuard } from "../../../components/ui/leave-guard";
import { LoadMore } from "../../../components/ui/load-more";
import { SearchField } from "../../../components/ui/search-field";
import { SelectField } from "../../../components/ui/select-field";
import { Spinner } from "../../../components/ui/spinner";
import { usePlace } from "../../../lib/api/get-place";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useAdminPlaces, usePlaceUsage } from "../api/get-catalogue";
import { useDeletePlace } from "../api/save-catalogue";
import { CatalogueRow } from "./catalogue-row";
import { CityFilter } from "./city-filter";
import { PlaceForm } from "./place-form";

type ListedPlace = PlacePage["items"][number];

const uniqueById = (places: ListedPlace[]) => [...new Map(places.map((place) => [place.id, place])).values()];

/** The catalogue, filtered by city, category and missing location, searched by name, loading more as the list scrolls. */
export function PlacesList() {
  const [cityId, setCityId] = useState("");
  const [category, setCategory] = useState<CategoryKey | "">("");
  const [search, setSearch] = useState("");
  const [location, setLocation] = useState<"" | "missing">("");
  const q = useDebouncedValue(search.trim());
  const [editing, setEditing] = useState<ListedPlace | null>(null);
  const [deleting, setDeleting] = useState<ListedPlace | null>(null);
  const places = useAdminPlaces({ cityId, category, q, location });
  useEffect(() => {
    if (places.isError)
      toast.error(CATALOGUE_MESSAGES.placesLoadFailed, { id: CATALOGUE_MESSAGES.placesLoadFailed });
  }, [places.isError]);

  // Pages are by offset: a place added elsewhere meanwhile can shift one into the next page as well.
  const items = places.data && uniqueById(places.data.pages.flatMap((page) => page.items));
  const total = places.data?.pages[0]?.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <CityFilter value={cityId} onChange={setCityId} />
        <SelectField
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value as CategoryKey | "")}
        >
          <option value="">All categories</option>
          {CATEGORY_KEYS.map((key) => (
            <option key={key} value={key}>
              {CATEGORIES[key].placeLabel}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Location"
          value={location}
          onChange={(event) => setLocation(event.target.value === "missing" ? "missing" : "")}
        >
          <option value="">Any location</option>
          <option value="missing">{CATALOGUE_MESSAGES.noLocation}</option>
        </SelectField>
        <SearchField label="Search by name" value={search} onChange={setSearch} />
      </div>
      {places.isPending && <Spinner label="Loading places" />}
      {items?.length === 0 && <p className="py-8 text-center text-muted">{CATALOGUE_MESSAGES.noneMatch}</p>}
      {items && items.length > 0 && (
        <>
          <p className="text-sm text-muted">{CATALOGUE_MESSAGES.placesShown(items.length, total)}</p>
          {/* The last filter's places, shown until this one's arrive: dimmed, and not to be clicked, since the rows
              are about to change under the pointer. */}
          <ul
            aria-busy={places.isPlaceholderData}
            className={`flex flex-col divide-y divide-border rounded-xl bg-surface ring-1 ring-white/5 ${places.isPlaceholderData ? "pointer-events-none opacity-60" : ""}`}
          >
            {items.map((place) => (
              <CatalogueRow
                key={place.id}
                image={place.image}
                title={place.name}
                subtitle={`${CATEGORIES[place.category].placeLabel} · ${place.cityName}`}
                badge={place.lat === null ? CATALOGUE_MESSAGES.noLocation : undefined}
              >
                <Link
                  to={paths.place(place.id)}
                  className={iconButtonClass}
                  aria-label={`View ${place.name}`}
                >
                  <Eye aria-hidden className="size-4" />
                </Link>
                <button
                  type="button"
                  className={iconButtonClass}
                  aria-label={`Edit ${place.name}`}
                  onClick={() => setEditing(place)}
                >
                  <Pencil aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButtonClass}
                  aria-label={`Delete ${place.name}`}
                  onClick={() => setDeleting(place)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </CatalogueRow>
            ))}
          </ul>
        </>
      )}
      <LoadMore
        query={places}
        loadingLabel="Loading more places"
        failedText={CATALOGUE_MESSAGES.placesLoadFailed}
      />
      <EditPlaceDialog place={editing} onClose={() => setEditing(null)} />
      <DeletePlaceDialog place={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** Edits a place; closing it (Escape, Close, outside) or leaving the page with changes asks first. */
function EditPlaceDialog({ place, onClose }: { place: ListedPlace | null; onClose: () => void }) {
  const detail = usePlace(place?.id);
  const [unsaved, setUnsaved] = useState(false);
  const { confirmLeaving, prompt } = useLeaveGuard({
    when: unsaved,
    description: "Your changes to this place will be lost.",
  });
  const close = () => {
    setUnsaved(false);
    onClose();
  };
  return (
    <Dialog open={Boolean(place)} onOpenChange={(open) => !open && confirmLeaving(close)} title="Edit Place">
      {place && detail.data ? (
        <PlaceForm
          key={place.id}
          place={{ ...detail.data, cityId: place.cityId }}
          onDone={close}
          onUnsavedChange={setUnsaved}
        />
      ) : (
        <Spinner label="Loading place" />
      )}
      {prompt}
    </Dialog>
  );
}

/** Asks before deleting, naming how many guides lose the place (issue 6). */
function DeletePlaceDialog({ place, onClose }: { place: ListedPlace | null; onClose: () => void }) {
  const usage = usePlaceUsage(place?.id);
  const deletePlace = useDeletePlace();
  const guideCount = usage.data?.guideCount ?? 0;
  return (
    <ConfirmDialog
      open={Boolean(place)}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${place?.name ?? "this place"}?`}
      description={
        usage.isPending
          ? "Checking which guides use this place..."
          : guideCount > 0
            ? CATALOGUE_MESSAGES.placeInGuides(guideCount)
            : "No guide uses this place. This cannot be undone."
      }
      confirmLabel="Delete"
      onConfirm={() =>
        place &&
        deletePlace.mutate(place.id, {
          onSuccess: () => toast.success(CATALOGUE_MESSAGES.placeDeleted),
          onError: () => toast.error(CATALOGUE_MESSAGES.placeDeleteFailed),
        })
      }
    />
  );
}
