import { type ReactNode, useId, useState } from "react";
import type { z } from "zod";
import { buttonClass } from "./button";

const REASON_EXAMPLES = "Examples";
const CANCEL = "Cancel";

type ReasonFormProps = {
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  label: string;
  maxLength: number;
  submitLabel: string;
  pending: boolean;
  /** Called with the checked, trimmed reason; the caller sends it and says how it went. */
  onValid: (reason: string) => void;
  /** What the moderator is deciding on, shown above the field. */
  children: ReactNode;
  /** Reasons a moderator often gives: a press fills the field, which stays editable. */
  examples?: readonly string[];
  /** The decision takes something away from someone: its button is red, with Cancel beside it. */
  onCancel?: () => void;
};

/** A moderator's no with its reason (a rejection, an unpublishing): checked here, then handed to the caller. */
export function ReasonForm({
  schema,
  label,
  maxLength,
  submitLabel,
  pending,
  onValid,
  children,
  examples,
  onCancel,
}: ReasonFormProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = schema.safeParse({ reason });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        setError(undefined);
        onValid(parsed.data.reason);
      }}
    >
      {children}
      <ReasonField label={label} value={reason} maxLength={maxLength} error={error} onChange={setReason} />
      {examples && (
        <ul aria-label={REASON_EXAMPLES} className="flex flex-wrap gap-2">
          {examples.map((example) => (
            <li key={example}>
              <button
                type="button"
                className={buttonClass("secondary", "px-3 py-1 text-xs font-normal max-sm:min-h-11")}
                onClick={() => setReason(example)}
              >
                {example}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={onCancel ? "flex justify-end gap-3" : "flex"}>
        {onCancel && (
          <button type="button" className={buttonClass("secondary")} onClick={onCancel}>
            {CANCEL}
          </button>
        )}
        <button
          type="submit"
          disabled={pending}
          className={buttonClass("primary", onCancel ? "bg-red-600 hover:bg-red-700" : "")}
        >
          {pending ? "Saving..." : submitLabel}
        </button>
      </div>
    </form>
  );
}

type ReasonFieldProps = {
  label: string;
  value: string;
  maxLength: number;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** A few lines of why, with its validation message read with it. */
function ReasonField({ label, value, maxLength, error, onChange }: ReasonFieldProps) {
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
