import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { CATEGORIES, CATEGORY_KEYS, type CategoryKey } from "../../../../shared/categories";
import { CATALOGUE_MESSAGES } from "../../../../shared/messages";
import type { PlacePage } from "../../../../shared/schemas";
import { Button, iconButtonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { StoredImage } from "../../../components/ui/image";
import { SearchField } from "../../../components/ui/search-field";
import { SelectField } from "../../../components/ui/select-field";
import { Spinner } from "../../../components/ui/spinner";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useCities } from "../../cities/api/get-cities";
import { usePlace } from "../../places/api/get-place";
import {
  ADMIN_PAGE_SIZE,
  type PlaceFilters,
  useAdminPlaces,
  useDeletePlace,
  usePlaceUsage,
} from "../api/catalogue";
import { PlaceForm } from "./place-form";

type ListedPlace = PlacePage["items"][number];

/** The catalogue, filtered by city and category, searched by name, a page at a time. */
export function PlacesList() {
  const cities = useCities();
  const [filters, setFilters] = useState<PlaceFilters>({ cityId: "", category: "", q: "", offset: 0 });
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<ListedPlace | null>(null);
  const [deleting, setDeleting] = useState<ListedPlace | null>(null);
  const places = useAdminPlaces(filters);
  const q = useDebouncedValue(search.trim());
  useEffect(() => setFilters((current) => ({ ...current, q, offset: 0 })), [q]);
  useEffect(() => {
    if (places.isError)
      toast.error(CATALOGUE_MESSAGES.placesLoadFailed, { id: CATALOGUE_MESSAGES.placesLoadFailed });
  }, [places.isError]);

  const page = places.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="City"
          value={filters.cityId}
          onChange={(event) => setFilters({ ...filters, cityId: event.target.value, offset: 0 })}
        >
          <option value="">All cities</option>
          {cities.data?.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Category"
          value={filters.category}
          onChange={(event) =>
            setFilters({ ...filters, category: event.target.value as CategoryKey | "", offset: 0 })
          }
        >
          <option value="">All categories</option>
          {CATEGORY_KEYS.map((key) => (
            <option key={key} value={key}>
              {CATEGORIES[key].placeLabel}
            </option>
          ))}
        </SelectField>
        <SearchField label="Search by name" value={search} onChange={setSearch} />
      </div>
      {places.isPending && <Spinner label="Loading places" />}
      {page && page.items.length === 0 && <p className="py-8 text-center text-muted">No places match.</p>}
      {page && page.items.length > 0 && (
        <ul className="flex flex-col divide-y divide-border rounded-xl bg-surface ring-1 ring-white/5">
          {page.items.map((place) => (
            <li key={place.id} className="flex items-center gap-3 p-3">
              <StoredImage
                storageKey={place.image}
                variant="thumb"
                alt=""
                width={48}
                height={48}
                className="size-12 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{place.name}</p>
                <p className="truncate text-sm text-muted">
                  {CATEGORIES[place.category].placeLabel} · {place.cityName}
                </p>
              </div>
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
            </li>
          ))}
        </ul>
      )}
      {page && page.total > ADMIN_PAGE_SIZE && (
        <div className="flex items-center justify-between text-sm text-muted">
          <Button
            variant="secondary"
            disabled={filters.offset === 0}
            onClick={() => setFilters({ ...filters, offset: Math.max(0, filters.offset - ADMIN_PAGE_SIZE) })}
          >
            Previous
          </Button>
          <span>
            {filters.offset + 1}–{filters.offset + page.items.length} of {page.total}
          </span>
          <Button
            variant="secondary"
            disabled={page.nextOffset === null}
            onClick={() => setFilters({ ...filters, offset: page.nextOffset ?? filters.offset })}
          >
            Next
          </Button>
        </div>
      )}
      <EditPlaceDialog place={editing} onClose={() => setEditing(null)} />
      <DeletePlaceDialog place={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function EditPlaceDialog({ place, onClose }: { place: ListedPlace | null; onClose: () => void }) {
  const detail = usePlace(place?.id);
  return (
    <Dialog open={Boolean(place)} onOpenChange={(open) => !open && onClose()} title="Edit Place">
      {place && detail.data ? (
        <PlaceForm key={place.id} place={{ ...detail.data, cityId: place.cityId }} onDone={onClose} />
      ) : (
        <Spinner label="Loading place" />
      )}
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
