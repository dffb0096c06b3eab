import { useId, useState } from "react";
import { type QueuedSuggestion, suggestionRejectionSchema } from "../../../../shared/schemas";
import { SUGGESTION_LIMITS, SUGGESTION_MESSAGES } from "../../../../shared/suggestions";
import { buttonClass } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useRejectSuggestion } from "../api/review";

/** Rejects a suggestion with the reason its suggester is shown. */
export function RejectForm({ suggestion, onDone }: { suggestion: QueuedSuggestion; onDone: () => void }) {
  const reject = useRejectSuggestion();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const id = useId();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = suggestionRejectionSchema.safeParse({ reason });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        setError(undefined);
        reject.mutate(
          { id: suggestion.id, reason: parsed.data.reason },
          {
            onSuccess: () => {
              toast.success(SUGGESTION_MESSAGES.rejected);
              onDone();
            },
            onError: (failure) =>
              toast.error(SUGGESTION_MESSAGES.reviewFailed, {
                description:
                  failure instanceof ApiError && failure.status < 500 ? failure.message : undefined,
              }),
          },
        );
      }}
    >
      <p className="text-sm text-muted">{SUGGESTION_MESSAGES.rejectHint}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-white/90">
          {SUGGESTION_MESSAGES.reasonLabel}
        </label>
        <textarea
          id={id}
          value={reason}
          rows={3}
          maxLength={SUGGESTION_LIMITS.rejectionReasonMax}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
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
      <button type="submit" disabled={reject.isPending} className={buttonClass("primary", "self-start")}>
        {reject.isPending ? "Saving..." : SUGGESTION_MESSAGES.reject}
      </button>
    </form>
  );
}
