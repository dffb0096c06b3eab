import { CATEGORIES, CATEGORY_KEYS, type CategoryKey } from "../../../../shared/categories";
import { IMPORT_MESSAGES } from "../../../../shared/imports";
import { SelectField } from "../../../components/ui/select-field";

/** One of the four categories for imported places: a row's, a folder's or the file's default. */
export function CategorySelect({
  label,
  value,
  error,
  className,
  onChange,
}: {
  label: string;
  value: CategoryKey | undefined;
  error?: string;
  className?: string;
  onChange: (key: CategoryKey) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ""}
      error={error}
      className={className}
      onChange={(event) => onChange(event.target.value as CategoryKey)}
    >
      <option value="" disabled>
        {IMPORT_MESSAGES.chooseCategory}
      </option>
      {CATEGORY_KEYS.map((key) => (
        <option key={key} value={key}>
          {CATEGORIES[key].title}
        </option>
      ))}
    </SelectField>
  );
}
