import { SelectField } from "../../../components/ui/select-field";
import { useCities } from "../../../lib/api/get-cities";

/** The 'City' filter of the dashboard's lists: every city, or one ("" means all). */
export function CityFilter({ value, onChange }: { value: string; onChange: (cityId: string) => void }) {
  const cities = useCities();
  return (
    <SelectField label="City" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">All cities</option>
      {cities.data?.map((city) => (
        <option key={city.id} value={city.id}>
          {city.name}
        </option>
      ))}
    </SelectField>
  );
}
