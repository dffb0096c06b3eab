import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CATALOGUE_MESSAGES } from "../../../../shared/messages";
import { type City, type CityInput, cityInputSchema } from "../../../../shared/schemas";
import { TIME_ZONES } from "../../../../shared/time-zones";
import { coordinateValue, LocationFields } from "../../../components/location-fields";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { SelectField } from "../../../components/ui/select-field";
import { ApiError, refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useSaveCity } from "../api/save-catalogue";

/** "NYC, Big Apple" as the list the server takes; empty entries dropped. */
const aliasList = (value: unknown) =>
  typeof value === "string"
    ? value
        .split(",")
        .map((alias) => alias.trim())
        .filter(Boolean)
    : value;

const EMPTY: CityInput = { name: "", value: "", bgColor: "#3F88C5", lat: null, lng: null, timezone: null };

/** Create a city, or edit one when `city` is given (docs/product.md §5 City rules). */
export function CityForm({ city, onDone }: { city?: City; onDone?: () => void }) {
  const save = useSaveCity();
  const form = useForm<CityInput>({
    resolver: zodResolver(cityInputSchema),
    defaultValues: city
      ? {
          name: city.name,
          value: city.value,
          bgColor: city.bgColor,
          lat: city.lat,
          lng: city.lng,
          timezone: city.timezone,
        }
      : EMPTY,
  });
  const [locationKey, setLocationKey] = useState(0);
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { input, cityId: city?.id },
      {
        onSuccess: () => {
          toast.success(city ? CATALOGUE_MESSAGES.cityUpdated : CATALOGUE_MESSAGES.cityAdded);
          if (!city) {
            form.reset();
            setLocationKey((key) => key + 1);
          }
          onDone?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409)
            form.setError("name", { message: error.message });
          for (const field of ["lat", "lng", "timezone"] as const) {
            const message = error instanceof ApiError ? error.details?.[field]?.[0] : undefined;
            if (message) form.setError(field, { message });
          }
          toast.error(CATALOGUE_MESSAGES.citySaveErrorTitle, {
            description: refusalMessage(
              error,
              city ? CATALOGUE_MESSAGES.cityUpdateFailed : CATALOGUE_MESSAGES.cityAddFailed,
            ),
          });
        },
      },
    ),
  );
  const { errors } = form.formState;
  const color = form.watch("bgColor");
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label="City name" error={errors.name?.message} {...form.register("name")} />
      <Field
        label="City value"
        placeholder="e.g. newYork"
        error={errors.value?.message}
        {...form.register("value")}
      />
      <div className="flex items-end gap-3">
        <div className="flex-1">
          <Field label="Colour" error={errors.bgColor?.message} {...form.register("bgColor")} />
        </div>
        <input
          type="color"
          aria-label="Pick a colour"
          value={/^#[0-9A-Fa-f]{6}$/.test(color) ? color : "#000000"}
          onChange={(event) =>
            form.setValue("bgColor", event.target.value.toUpperCase(), { shouldValidate: true })
          }
          className="mb-0.5 h-10 w-14 cursor-pointer rounded-lg border border-border bg-surface"
        />
      </div>
      <LocationFields
        key={locationKey}
        legend="Centre"
        what="city's centre"
        value={{ lat: form.watch("lat"), lng: form.watch("lng") }}
        around={null}
        lat={form.register("lat", { setValueAs: coordinateValue })}
        lng={form.register("lng", { setValueAs: coordinateValue })}
        latError={errors.lat?.message}
        lngError={errors.lng?.message}
        onRead={({ lat, lng }) => {
          form.setValue("lat", lat, { shouldValidate: true });
          form.setValue("lng", lng, { shouldValidate: true });
        }}
      />
      <Field
        label="Other names"
        hint={CATALOGUE_MESSAGES.cityAliasesHint}
        placeholder="e.g. NYC, Big Apple"
        defaultValue={city?.aliases.join(", ")}
        error={errors.aliases?.message ?? errors.aliases?.find?.((alias) => alias)?.message}
        {...form.register("aliases", { setValueAs: aliasList })}
      />
      <SelectField
        label="Time zone"
        error={errors.timezone?.message}
        {...form.register("timezone", { setValueAs: (value) => value || null })}
      >
        <option value="">No time zone</option>
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={save.isPending} className="self-start">
        {city ? "Save City" : "Add City"}
      </Button>
    </form>
  );
}
