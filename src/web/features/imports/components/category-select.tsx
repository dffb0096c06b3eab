import { useId } from "react";
import { CATEGORIES, CATEGORY_KEYS, type CategoryKey } from "../../../../shared/categories";
import { IMPORT_MESSAGES } from "../../../../shared/imports";
import { SelectField } from "../../../components/ui/select-field";

type CategorySelectProps = {
  label: string;
  value: CategoryKey | undefined;
  error?: string;
  className?: string;
  /** Inside a row of the preview: the label is the select's name only, and the error a short line under it. */
  compact?: boolean;
  onChange: (key: CategoryKey) => void;
};

/** One of the four categories for imported places: a row's, a folder's or the file's default. */
export function CategorySelect({ label, value, error, className, compact, onChange }: CategorySelectProps) {
  const errorId = useId();
  const options = (
    <>
      <option value="" disabled>
        {IMPORT_MESSAGES.chooseCategory}
      </option>
      {CATEGORY_KEYS.map((key) => (
        <option key={key} value={key}>
          {CATEGORIES[key].title}
        </option>
      ))}
    </>
  );
  if (compact)
    return (
      <div className="flex min-w-0 flex-col gap-0.5">
        <select
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value as CategoryKey)}
          className={`w-full rounded-lg border bg-surface px-2 text-sm text-white focus:outline-2 focus:outline-accent ${
            error ? "border-red-500" : "border-border"
          } ${className ?? ""}`}
        >
          {options}
        </select>
        {error && (
          <span id={errorId} className="text-xs text-red-400">
            {error}
          </span>
        )}
      </div>
    );
  return (
    <SelectField
      label={label}
      value={value ?? ""}
      error={error}
      className={className}
      onChange={(event) => onChange(event.target.value as CategoryKey)}
    >
      {options}
    </SelectField>
  );
}
