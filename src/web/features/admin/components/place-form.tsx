import { zodResolver } from "@hookform/resolvers/zod";
import { useLayoutEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { CATEGORIES, CATEGORY_KEYS } from "../../../../shared/categories";
import { CATALOGUE_MESSAGES } from "../../../../shared/messages";
import { type PlaceDetail, type PlaceInput, placeInputSchema } from "../../../../shared/schemas";
import { coordinateValue, LocationFields } from "../../../components/location-fields";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { SelectField } from "../../../components/ui/select-field";
import { cityCentre, useCities } from "../../../lib/api/get-cities";
import { ApiError, refusalMessage } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { useSavePlace } from "../api/save-catalogue";
import { EMPTY_PLACE_DETAILS, PlaceDetailsFields, placeDetailsValues } from "./place-details-fields";
import { PlaceImagesField } from "./place-images-field";

const EMPTY: PlaceInput = {
  name: "",
  category: "" as PlaceInput["category"],
  tag: "",
  address: "",
  googleMapsLink: "",
  cityId: "",
  lat: null,
  lng: null,
  ...EMPTY_PLACE_DETAILS,
};

type PlaceFormProps = {
  place?: PlaceDetail & { cityId: string };
  onDone?: () => void;
  /** Told whenever the form starts or stops holding changes not saved yet, for its leave guard. */
  onUnsavedChange: (unsaved: boolean) => void;
};

/** Create a place, or edit one when `place` is given (docs/product.md §5 Place rules, 1 to 3 images). */
export function PlaceForm({ place, onDone, onUnsavedChange }: PlaceFormProps) {
  const cities = useCities();
  const save = useSavePlace();
  const navigate = useNavigate();
  const [kept, setKept] = useState<string[]>(place?.images ?? []);
  const [added, setAdded] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string>();
  // Remounting clears the pasted link along with the rest of the form.
  const [locationKey, setLocationKey] = useState(0);
  const form = useForm<PlaceInput>({
    resolver: zodResolver(placeInputSchema),
    defaultValues: place
      ? {
          name: place.name,
          category: place.category,
          tag: place.tag ?? "",
          address: place.address ?? "",
          googleMapsLink: place.googleMapsLink ?? "",
          cityId: place.cityId,
          lat: place.lat,
          lng: place.lng,
          ...placeDetailsValues(place),
        }
      : EMPTY,
  });

  const imagesMissing = () => {
    const missing = kept.length + added.length === 0;
    setImageError(missing ? CATALOGUE_MESSAGES.placeImageRequiredText : undefined);
    if (missing) toast.error(CATALOGUE_MESSAGES.placeImageRequired);
    return missing;
  };
  const submit = form.handleSubmit(
    (input) => {
      if (imagesMissing()) return;
      save.mutate(
        { place: place ? { ...input, keepImages: kept } : input, images: added, placeId: place?.id },
        {
          onSuccess: (saved) => {
            if (place)
              toast.success(CATALOGUE_MESSAGES.placeUpdated, {
                description: CATALOGUE_MESSAGES.placeUpdatedText,
              });
            else
              toast.success(CATALOGUE_MESSAGES.placeCreated, {
                action: {
                  label: CATALOGUE_MESSAGES.viewCreatedPlace,
                  onClick: () => navigate(paths.place(saved.id)),
                },
              });
            if (!place) {
              form.reset(EMPTY);
              setAdded([]);
              setLocationKey((key) => key + 1);
            }
            onDone?.();
          },
          onError: (error) => {
            // The server alone knows the city's centre: its distance refusal belongs next to the fields.
            for (const field of ["lat", "lng"] as const) {
              const message = error instanceof ApiError ? error.details?.[field]?.[0] : undefined;
              if (message) form.setError(field, { message });
            }
            toast.error(place ? CATALOGUE_MESSAGES.placeUpdateFailed : CATALOGUE_MESSAGES.placeCreateFailed, {
              description: refusalMessage(
                error,
                place ? CATALOGUE_MESSAGES.placeUpdateFailedText : CATALOGUE_MESSAGES.placeCreateFailedText,
              ),
            });
          },
        },
      );
    },
    () => {
      imagesMissing();
      toast.error(CATALOGUE_MESSAGES.placeMissingFields);
    },
  );
  const { errors, isDirty } = form.formState;
  const imagesChanged = added.length > 0 || kept.length !== (place?.images.length ?? 0);
  const unsaved = (isDirty || imagesChanged) && !save.isPending;
  // Not a passive effect: the state it sets would render in a later task, and Chromium runs a key pressed meanwhile
  // (Escape) first, so the dialog closed without asking. From a layout effect it renders before the event ends.
  useLayoutEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);
  const city = cities.data?.find((candidate) => candidate.id === form.watch("cityId"));
  const around = cityCentre(city);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label="Name" error={errors.name?.message} {...form.register("name")} />
      <SelectField label="Category" error={errors.category?.message} {...form.register("category")}>
        <option value="">Select a category</option>
        {CATEGORY_KEYS.map((key) => (
          <option key={key} value={key}>
            {CATEGORIES[key].placeLabel}
          </option>
        ))}
      </SelectField>
      <Field
        label="Tag"
        placeholder="e.g. Specialty coffee"
        error={errors.tag?.message}
        {...form.register("tag")}
      />
      <Field label="Address" error={errors.address?.message} {...form.register("address")} />
      <Field
        label="Google Maps link (optional)"
        type="url"
        error={errors.googleMapsLink?.message}
        {...form.register("googleMapsLink")}
      />
      <SelectField label="City" error={errors.cityId?.message} {...form.register("cityId")}>
        <option value="">Select a city</option>
        {cities.data?.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </SelectField>
      <LocationFields
        key={locationKey}
        legend="Location"
        what="place's location"
        value={{ lat: form.watch("lat"), lng: form.watch("lng") }}
        around={around}
        lat={form.register("lat", { setValueAs: coordinateValue })}
        lng={form.register("lng", { setValueAs: coordinateValue })}
        latError={errors.lat?.message}
        lngError={errors.lng?.message}
        onRead={({ lat, lng }) => {
          form.setValue("lat", lat, { shouldValidate: true, shouldDirty: true });
          form.setValue("lng", lng, { shouldValidate: true, shouldDirty: true });
        }}
      />
      <PlaceDetailsFields form={form} />
      <PlaceImagesField
        kept={kept}
        onKeptChange={setKept}
        added={added}
        onAddedChange={setAdded}
        // Said on a submit without one; gone as soon as an image is there.
        error={kept.length + added.length === 0 ? imageError : undefined}
      />
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? "Saving..." : place ? "Save Place" : "Create Place"}
      </Button>
    </form>
  );
}
