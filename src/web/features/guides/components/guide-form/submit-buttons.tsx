import { GUIDE_MESSAGES } from "../../../../../shared/messages";
import type { GuideStatus } from "../../../../../shared/schemas/guide-input";
import { Button } from "../../../../components/ui/button";

type SubmitButtonsProps = {
  mode: "create" | "edit";
  savedStatus: GuideStatus | undefined;
  /** False for an editor: one Save changes that keeps the status, which only the owner changes. */
  byOwner: boolean;
  submitting: boolean;
  disabled: boolean;
  onSaveDraft: () => void;
};

function publishLabel(mode: "create" | "edit", savedStatus: GuideStatus | undefined, submitting: boolean) {
  if (mode === "create") return submitting ? "Creating..." : "Create Guide";
  if (savedStatus === "draft") return submitting ? "Publishing..." : "Publish guide";
  return submitting ? "Updating..." : "Update Guide";
}

const PUBLISH_HINT_ID = "publish-hint";

/** The form's submit publishes (every rule applies); the other button keeps the guide as a draft, or makes it one again. */
export function SubmitButtons({
  mode,
  savedStatus,
  byOwner,
  submitting,
  disabled,
  onSaveDraft,
}: SubmitButtonsProps) {
  if (!byOwner)
    return (
      <Button type="submit" className="w-fit" disabled={disabled}>
        {submitting ? "Saving..." : "Save changes"}
      </Button>
    );
  const draftLabel =
    mode === "create" ? "Save as draft" : savedStatus === "draft" ? "Save draft" : "Unpublish";
  return (
    <div className="flex flex-wrap gap-3">
      {mode === "create" && (
        <p id={PUBLISH_HINT_ID} className="w-full text-sm text-muted">
          {GUIDE_MESSAGES.publishHint}
        </p>
      )}
      <Button
        type="submit"
        disabled={disabled}
        aria-describedby={mode === "create" ? PUBLISH_HINT_ID : undefined}
      >
        {publishLabel(mode, savedStatus, submitting)}
      </Button>
      <Button type="button" variant="secondary" disabled={disabled} onClick={onSaveDraft}>
        {draftLabel}
      </Button>
    </div>
  );
}
