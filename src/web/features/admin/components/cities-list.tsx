import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { CATALOGUE_MESSAGES, MESSAGES } from "../../../../shared/messages";
import type { City } from "../../../../shared/schemas";
import { iconButtonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { useCities } from "../../cities";
import { useDeleteCity } from "../api/save-catalogue";
import { CityForm } from "./city-form";

export function CitiesList() {
  const cities = useCities();
  const deleteCity = useDeleteCity();
  const [editing, setEditing] = useState<City | null>(null);
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
            <ConfirmDialog
              trigger={
                <button type="button" className={iconButtonClass} aria-label={`Delete ${city.name}`}>
                  <Trash2 aria-hidden className="size-4" />
                </button>
              }
              title={`Delete ${city.name}?`}
              description="A city that guides or places use cannot be deleted."
              confirmLabel="Delete"
              onConfirm={() =>
                deleteCity.mutate(city.id, {
                  onSuccess: () => toast.success(CATALOGUE_MESSAGES.cityDeleted),
                  onError: (error) =>
                    toast.error(CATALOGUE_MESSAGES.cityDeleteFailed, {
                      description:
                        error instanceof ApiError && error.status === 409 ? error.message : undefined,
                    }),
                })
              }
            />
          </li>
        ))}
      </ul>
      <Dialog open={Boolean(editing)} onOpenChange={(open) => !open && setEditing(null)} title="Edit City">
        {editing && <CityForm key={editing.id} city={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </>
  );
}
