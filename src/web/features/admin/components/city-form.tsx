import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { CATALOGUE_MESSAGES } from "../../../../shared/messages";
import { type City, type CityInput, cityInputSchema } from "../../../../shared/schemas";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { ApiError } from "../../../lib/api-client";
import { useSaveCity } from "../api/save-catalogue";

/** Create a city, or edit one when `city` is given (docs/product.md §5 City rules). */
export function CityForm({ city, onDone }: { city?: City; onDone?: () => void }) {
  const save = useSaveCity();
  const form = useForm<CityInput>({
    resolver: zodResolver(cityInputSchema),
    defaultValues: city
      ? { name: city.name, value: city.value, bgColor: city.bgColor }
      : { name: "", value: "", bgColor: "#3F88C5" },
  });
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { input, cityId: city?.id },
      {
        onSuccess: () => {
          toast.success(city ? CATALOGUE_MESSAGES.cityUpdated : CATALOGUE_MESSAGES.cityAdded);
          if (!city) form.reset();
          onDone?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409)
            form.setError("name", { message: error.message });
          toast.error(CATALOGUE_MESSAGES.citySaveErrorTitle, {
            description:
              error instanceof ApiError && error.status < 500
                ? error.message
                : city
                  ? CATALOGUE_MESSAGES.cityUpdateFailed
                  : CATALOGUE_MESSAGES.cityAddFailed,
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
      <Button type="submit" disabled={save.isPending} className="self-start">
        {city ? "Save City" : "Add City"}
      </Button>
    </form>
  );
}
