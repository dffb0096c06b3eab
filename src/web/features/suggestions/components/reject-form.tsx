import { type QueuedSuggestion, suggestionRejectionSchema } from "../../../../shared/schemas";
import { SUGGESTION_LIMITS, SUGGESTION_MESSAGES } from "../../../../shared/suggestions";
import { ReasonForm } from "../../../components/ui/reason-form";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useRejectSuggestion } from "../api/review";

/** Rejects a suggestion with the reason its suggester is shown. */
export function RejectForm({ suggestion, onDone }: { suggestion: QueuedSuggestion; onDone: () => void }) {
  const reject = useRejectSuggestion();
  return (
    <ReasonForm
      schema={suggestionRejectionSchema}
      label={SUGGESTION_MESSAGES.reasonLabel}
      maxLength={SUGGESTION_LIMITS.rejectionReasonMax}
      submitLabel={SUGGESTION_MESSAGES.reject}
      pending={reject.isPending}
      onValid={(reason) =>
        reject.mutate(
          { id: suggestion.id, reason },
          {
            onSuccess: () => {
              toast.success(SUGGESTION_MESSAGES.rejected);
              onDone();
            },
            onError: (failure) =>
              toast.error(SUGGESTION_MESSAGES.reviewFailed, { description: refusalMessage(failure) }),
          },
        )
      }
    >
      <p className="text-sm text-muted">{SUGGESTION_MESSAGES.rejectHint}</p>
    </ReasonForm>
  );
}
