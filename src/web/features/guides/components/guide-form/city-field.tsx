import { useId } from "react";
import type { City } from "../../../../../shared/schemas";

type CityFieldProps = {
  cities: City[] | undefined;
  value: string;
  error?: string;
  onChange: (cityId: string) => void;
};

/** The guide's location: one of the cities, which reload live when an admin changes them. */
export function CityField({ cities, value, error, onChange }: CityFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-white/90">
        Location
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`rounded-lg border bg-surface px-3 py-2 text-white focus:outline-2 focus:outline-accent ${
          error ? "border-red-500" : "border-border"
        }`}
      >
        <option value="">Select a city</option>
        {cities?.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
