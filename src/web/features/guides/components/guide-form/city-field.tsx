import type { City } from "../../../../../shared/schemas";
import { SelectField } from "../../../../components/ui/select-field";

type CityFieldProps = {
  cities: City[] | undefined;
  value: string;
  error?: string;
  onChange: (cityId: string) => void;
  /** An editor's: only the owner moves a guide to another city. */
  disabled?: boolean;
};

/** The guide's location: one of the cities, which reload live when an admin changes them. */
export function CityField({ cities, value, error, onChange, disabled }: CityFieldProps) {
  return (
    <SelectField
      label="Location"
      value={value}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Select a city</option>
      {cities?.map((city) => (
        <option key={city.id} value={city.id}>
          {city.name}
        </option>
      ))}
    </SelectField>
  );
}
