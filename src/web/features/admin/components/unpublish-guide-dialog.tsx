import { useState } from "react";
import { GUIDE_MODERATION } from "../../../../shared/limits";
import { GUIDE_MESSAGES } from "../../../../shared/messages";
import { type GuideCard, guideUnpublishSchema } from "../../../../shared/schemas";
import { buttonClass } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { ReasonField } from "../../../components/ui/reason-field";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useUnpublishGuide } from "../api/unpublish-guide";

type UnpublishGuideDialogProps = { guide: GuideCard | null; open: boolean; onClose: () => void };

/** The admin's moderation: a guide back to its creator's drafts, with the reason they are shown on it. */
export function UnpublishGuideDialog({ guide, open, onClose }: UnpublishGuideDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={GUIDE_MESSAGES.unpublishTitle}>
      {guide && <UnpublishForm key={guide.id} guide={guide} onDone={onClose} />}
    </Dialog>
  );
}

function UnpublishForm({ guide, onDone }: { guide: GuideCard; onDone: () => void }) {
  const unpublish = useUnpublishGuide();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = guideUnpublishSchema.safeParse({ reason });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        setError(undefined);
        unpublish.mutate(
          { guideId: guide.id, reason: parsed.data.reason },
          {
            onSuccess: () => {
              toast.success(GUIDE_MESSAGES.unpublishedByAdmin);
              onDone();
            },
            onError: (failure) =>
              toast.error(GUIDE_MESSAGES.unpublishFailed, {
                description: refusalMessage(failure),
              }),
          },
        );
      }}
    >
      <p className="text-sm text-muted">
        <strong className="text-white">{guide.name}</strong> · {guide.creator.username}
      </p>
      <p className="text-sm text-muted">{GUIDE_MESSAGES.unpublishHint}</p>
      <ReasonField
        label={GUIDE_MESSAGES.unpublishReason}
        value={reason}
        maxLength={GUIDE_MODERATION.reasonMax}
        error={error}
        onChange={setReason}
      />
      <button type="submit" disabled={unpublish.isPending} className={buttonClass("primary", "self-start")}>
        {unpublish.isPending ? "Saving..." : GUIDE_MESSAGES.unpublish}
      </button>
    </form>
  );
}
