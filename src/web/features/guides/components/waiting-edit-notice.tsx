import { useQueryClient } from "@tanstack/react-query";
import { Clock, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { OFFLINE_EDIT_MESSAGES as M } from "../../../../shared/offline-edit-messages";
import { Button, buttonClass } from "../../../components/ui/button";
import { editKey, useWaitingEdit } from "../../../lib/outbox/pending-writes";
import { paths } from "../../../lib/paths";
import { guideKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";

/**
 * Above a guide its reader edited offline (docs/decisions/059): that the edit waits to be sent, or, once the site
 * refused it for another member's text, that it was not sent, with the way to settle it on the edit page or to
 * let it go. A refused edit is never dropped unseen.
 */
export function WaitingEditNotice({ guideId }: { guideId: string }) {
  const waiting = useWaitingEdit(guideId);
  const queryClient = useQueryClient();
  if (!waiting) return null;
  if (!waiting.conflicts)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted print:hidden">
        <Clock aria-hidden className="size-4 shrink-0" />
        {M.editWaiting}
      </p>
    );
  const discard = async () => {
    const { dropWrite } = await import("../../../lib/outbox/outbox");
    await dropWrite(editKey(guideId));
    void queryClient.invalidateQueries({ queryKey: guideKeys.detail(guideId) });
    toast.success(M.discarded, { id: M.discarded });
  };
  return (
    <section
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-400/60 bg-amber-400/10 p-4 print:hidden"
    >
      <p className="flex items-start gap-2 text-sm">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-400" />
        {M.editConflictNotice}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.editGuide(guideId)} className={buttonClass("primary")}>
          {M.review}
        </Link>
        <Button variant="secondary" onClick={() => void discard()}>
          {M.discard}
        </Button>
      </div>
    </section>
  );
}
