import { useId } from "react";

type ReasonFieldProps = {
  label: string;
  value: string;
  maxLength: number;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** A few lines of why (a rejection, an unpublishing), with its validation message read with it. */
export function ReasonField({ label, value, maxLength, error, onChange }: ReasonFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-white/90">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={3}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`rounded-lg border bg-surface px-3 py-2 text-white focus:outline-2 focus:outline-accent ${
          error ? "border-red-500" : "border-border"
        }`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
