import { type InputHTMLAttributes, type Ref, useId } from "react";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  /** A line under the field saying what to type, read with it by assistive technology. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled text input with its validation message announced to assistive technology. A disabled field keeps
 * its text at full strength (a faded value reads as a placeholder) and shows it is fixed by its dashed edge.
 */
export function Field({ label, error, hint, id, className = "", ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-white/90">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`rounded-lg border bg-surface px-3 py-2 text-white placeholder:text-muted focus:outline-2 focus:outline-accent disabled:cursor-not-allowed disabled:border-dashed disabled:bg-transparent ${
          error ? "border-red-500" : "border-border"
        } ${className}`}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
