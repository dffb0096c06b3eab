import { useEffect, useId, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { PRICE_LEVEL } from "../../../../shared/limits";
import { PLACE_DETAILS_MESSAGES } from "../../../../shared/messages";
import type { PlaceDetail, PlaceInput } from "../../../../shared/schemas";
import { textLinkClass } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { SelectField } from "../../../components/ui/select-field";
import { useDebouncedValue } from "../../../lib/use-debounced-value";

type Details = Pick<PlaceInput, "website" | "phone" | "priceLevel" | "openingHours">;

export const EMPTY_PLACE_DETAILS: Details = { website: "", phone: "", priceLevel: null, openingHours: "" };

export const placeDetailsValues = (place: PlaceDetail): Details => ({
  website: place.website ?? "",
  phone: place.phone ?? "",
  priceLevel: place.priceLevel,
  openingHours: place.openingHours ?? "",
});

const PRICE_LEVELS = Array.from({ length: PRICE_LEVEL.max }, (_, index) => index + 1);
const OSM_OPENING_HOURS_HELP = "https://wiki.openstreetmap.org/wiki/Key:opening_hours";

/**
 * What the opening_hours library says of the hours being typed, once typing pauses; null when it reads them.
 * The library loads on first use: the server checks the same way and refuses what it cannot read.
 */
function useOpeningHoursProblem(hours: string): string | null {
  const settled = useDebouncedValue(hours.trim(), 400);
  const [problem, setProblem] = useState<{ hours: string; text: string | null }>();
  useEffect(() => {
    if (!settled) return;
    let current = true;
    void import("../../../../shared/opening-hours").then(({ openingHoursProblem }) => {
      if (current) setProblem({ hours: settled, text: openingHoursProblem(settled) });
    });
    return () => {
      current = false;
    };
  }, [settled]);
  return problem && problem.hours === hours.trim() ? problem.text : null;
}

/** The place's practical details in the admin place form (docs/product.md §3 Place): all optional. */
export function PlaceDetailsFields({ form }: { form: UseFormReturn<PlaceInput> }) {
  const { errors } = form.formState;
  const hours = useWatch({ control: form.control, name: "openingHours" }) ?? "";
  const problem = useOpeningHoursProblem(hours);
  const hoursId = useId();
  const hoursHelpId = `${hoursId}-help`;
  const hoursError =
    errors.openingHours?.message ??
    (problem ? PLACE_DETAILS_MESSAGES.openingHoursInvalid(problem) : undefined);
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-border p-3">
      <legend className="px-1 text-sm font-medium text-white/90">
        {PLACE_DETAILS_MESSAGES.sectionLabel}
      </legend>
      <div className="flex flex-col gap-1.5">
        <Field
          id={hoursId}
          label="Opening hours (optional)"
          placeholder="Mo-Fr 09:00-18:00; Sa 10:00-14:00"
          autoComplete="off"
          spellCheck={false}
          error={hoursError}
          aria-describedby={hoursError ? `${hoursId}-error ${hoursHelpId}` : hoursHelpId}
          {...form.register("openingHours")}
        />
        <p id={hoursHelpId} className="text-xs text-muted">
          In the OpenStreetMap syntax, on the city's clock.{" "}
          <a
            href={OSM_OPENING_HOURS_HELP}
            target="_blank"
            rel="noopener noreferrer"
            className={textLinkClass}
          >
            How to write opening hours
          </a>
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Website (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.website?.message}
          {...form.register("website")}
        />
        <Field
          label="Phone (optional)"
          type="tel"
          placeholder="+33 1 23 45 67 89"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
      </div>
      <SelectField
        label="Price level (optional)"
        error={errors.priceLevel?.message}
        {...form.register("priceLevel", {
          setValueAs: (value) => (value === "" || value === null ? null : Number(value)),
        })}
      >
        <option value="">Not set</option>
        {PRICE_LEVELS.map((level) => (
          <option key={level} value={level}>
            {PLACE_DETAILS_MESSAGES.priceSymbols(level)} · {PLACE_DETAILS_MESSAGES.priceLevelNames[level - 1]}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
