import { type Ref, type SelectHTMLAttributes, useId } from "react";

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select, keyboard- and screen-reader-friendly, with its validation message. */
export function SelectField({ label, error, id, className = "", children, ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-sm font-medium text-white/90">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={`rounded-lg border bg-surface px-3 py-2 text-white focus:outline-2 focus:outline-accent ${
          error ? "border-red-500" : "border-border"
        } ${className}`}
        {...props}
      >
        {children}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
