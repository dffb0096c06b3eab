import { useState } from "react";
import { type QueuedSuggestion, suggestionRejectionSchema } from "../../../../shared/schemas";
import { SUGGESTION_LIMITS, SUGGESTION_MESSAGES } from "../../../../shared/suggestions";
import { buttonClass } from "../../../components/ui/button";
import { ReasonField } from "../../../components/ui/reason-field";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useRejectSuggestion } from "../api/review";

/** Rejects a suggestion with the reason its suggester is shown. */
export function RejectForm({ suggestion, onDone }: { suggestion: QueuedSuggestion; onDone: () => void }) {
  const reject = useRejectSuggestion();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
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
                description: refusalMessage(failure),
              }),
          },
        );
      }}
    >
      <p className="text-sm text-muted">{SUGGESTION_MESSAGES.rejectHint}</p>
      <ReasonField
        label={SUGGESTION_MESSAGES.reasonLabel}
        value={reason}
        maxLength={SUGGESTION_LIMITS.rejectionReasonMax}
        error={error}
        onChange={setReason}
      />
      <button type="submit" disabled={reject.isPending} className={buttonClass("primary", "self-start")}>
        {reject.isPending ? "Saving..." : SUGGESTION_MESSAGES.reject}
      </button>
    </form>
  );
}
