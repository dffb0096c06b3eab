import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { CATALOGUE_MESSAGES, MESSAGES } from "../../../../shared/messages";
import type { City } from "../../../../shared/schemas";
import { iconButtonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { useCities } from "../../../lib/api/get-cities";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useCityUsage } from "../api/get-catalogue";
import { useDeleteCity } from "../api/save-catalogue";
import { CityForm } from "./city-form";

export function CitiesList() {
  const cities = useCities();
  const [editing, setEditing] = useState<City | null>(null);
  const [deleting, setDeleting] = useState<City | null>(null);
  if (cities.isPending) return <Spinner label="Loading cities" />;
  if (cities.isError) return <p role="alert">{MESSAGES.cities.fetchFailedTitle}</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-border rounded-xl bg-surface ring-1 ring-white/5">
        {cities.data.map((city) => (
          <li key={city.id} className="flex items-center gap-3 p-3">
            <span
              aria-hidden
              className="size-6 rounded-full ring-1 ring-white/20"
              style={{ backgroundColor: city.bgColor }}
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{city.name}</p>
              <p className="text-sm text-muted">
                {city.value} · {city.bgColor}
              </p>
            </div>
            <button
              type="button"
              className={iconButtonClass}
              aria-label={`Edit ${city.name}`}
              onClick={() => setEditing(city)}
            >
              <Pencil aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              className={iconButtonClass}
              aria-label={`Delete ${city.name}`}
              onClick={() => setDeleting(city)}
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <DeleteCityDialog city={deleting} onClose={() => setDeleting(null)} />
      <Dialog open={Boolean(editing)} onOpenChange={(open) => !open && setEditing(null)} title="Edit City">
        {editing && <CityForm key={editing.id} city={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </>
  );
}

/** Says before anything else whether guides or places still use the city, and offers Delete only when none do. */
function DeleteCityDialog({ city, onClose }: { city: City | null; onClose: () => void }) {
  const usage = useCityUsage(city?.id);
  const deleteCity = useDeleteCity();
  const inUse = usage.data && (usage.data.guideCount > 0 || usage.data.placeCount > 0);
  const name = city?.name ?? "this city";
  const description = usage.isPending
    ? `Checking whether guides or places use ${name}...`
    : usage.isError
      ? "Could not check whether guides or places use this city. Close and try again."
      : inUse
        ? CATALOGUE_MESSAGES.cityInUse(usage.data.guideCount, usage.data.placeCount)
        : "No guide or place uses this city. This cannot be undone.";
  const deletable = usage.isSuccess && !inUse;
  return (
    <ConfirmDialog
      open={Boolean(city)}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${name}?`}
      description={description}
      confirmLabel={deletable ? "Delete" : undefined}
      onConfirm={
        deletable && city
          ? () =>
              deleteCity.mutate(city.id, {
                onSuccess: () => toast.success(CATALOGUE_MESSAGES.cityDeleted),
                onError: (error) =>
                  toast.error(CATALOGUE_MESSAGES.cityDeleteFailed, {
                    description:
                      error instanceof ApiError && error.status === 409 ? error.message : undefined,
                  }),
              })
          : undefined
      }
    />
  );
}
