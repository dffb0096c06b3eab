import { GUIDE_MODERATION } from "../../../../shared/limits";
import { GUIDE_MESSAGES } from "../../../../shared/messages";
import { type GuideCard, guideUnpublishSchema } from "../../../../shared/schemas";
import { Dialog } from "../../../components/ui/dialog";
import { ReasonForm } from "../../../components/ui/reason-form";
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
  return (
    <ReasonForm
      schema={guideUnpublishSchema}
      label={GUIDE_MESSAGES.unpublishReason}
      maxLength={GUIDE_MODERATION.reasonMax}
      submitLabel={GUIDE_MESSAGES.unpublish}
      pending={unpublish.isPending}
      examples={GUIDE_MESSAGES.unpublishExamples}
      onCancel={onDone}
      onValid={(reason) =>
        unpublish.mutate(
          { guideId: guide.id, reason },
          {
            onSuccess: () => {
              toast.success(GUIDE_MESSAGES.unpublishedByAdmin);
              onDone();
            },
            onError: (failure) =>
              toast.error(GUIDE_MESSAGES.unpublishFailed, { description: refusalMessage(failure) }),
          },
        )
      }
    >
      <p className="text-sm text-muted">
        <strong className="text-white">{guide.name}</strong> · {guide.creator.username}
      </p>
      <p className="text-sm text-muted">{GUIDE_MESSAGES.unpublishHint}</p>
    </ReasonForm>
  );
}
