import { Eye, Pencil, Send, Trash2 } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { GUIDE_MESSAGES } from "../../../../shared/messages";
import type { GuideCard } from "../../../../shared/schemas";
import { buttonClass, iconButtonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ApiError } from "../../../lib/api-client";
import { JUST_PUBLISHED } from "../../../lib/just-published";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { useDeleteGuide, usePublishDraft } from "../api/update-profile";

const LABELLED = buttonClass("secondary", "flex-1 px-3");

/**
 * View, edit and delete (with confirmation) for one of the owner's guides (docs/product.md §2 Profile), and
 * Publish for a draft; demo guides only open. `labelled` shows the words beside the icons, for the gallery's
 * cards; the table has icons.
 */
export function GuideActions({ guide, labelled = false }: { guide: GuideCard; labelled?: boolean }) {
  const deleteGuide = useDeleteGuide();
  const publish = usePublishDraft();
  const navigate = useNavigate();
  const look = labelled ? LABELLED : iconButtonClass;
  const onPublish = () =>
    publish.mutate(guide.id, {
      onSuccess: (published) => {
        toast.success(GUIDE_MESSAGES.published);
        navigate(paths.guide(published.location, published.id), { state: JUST_PUBLISHED });
      },
      // The server says what the draft misses; the editor is where it is fixed.
      onError: (error) =>
        toast.error(GUIDE_MESSAGES.publishFailed, {
          description: error instanceof ApiError ? error.message : undefined,
          action: {
            label: GUIDE_MESSAGES.publishNeedsEdit,
            onClick: () => navigate(paths.editGuide(guide.id)),
          },
        }),
    });
  return (
    <div className={labelled ? "flex gap-2" : "flex justify-end gap-1"}>
      {guide.status === "draft" && !guide.isDemo && (
        <button
          type="button"
          className={look}
          aria-label={`${GUIDE_MESSAGES.publish} ${guide.name}`}
          disabled={publish.isPending}
          onClick={onPublish}
        >
          <Send aria-hidden className="size-4" />
          {labelled && GUIDE_MESSAGES.publish}
        </button>
      )}
      <Link to={paths.guide(guide.location, guide.id)} className={look} aria-label={`View ${guide.name}`}>
        <Eye aria-hidden className="size-4" />
        {labelled && "View"}
      </Link>
      {!guide.isDemo && (
        <>
          <Link to={paths.editGuide(guide.id)} className={look} aria-label={`Edit ${guide.name}`}>
            <Pencil aria-hidden className="size-4" />
            {labelled && "Edit"}
          </Link>
          <ConfirmDialog
            trigger={
              <button
                type="button"
                className={look}
                aria-label={`Delete ${guide.name}`}
                disabled={deleteGuide.isPending}
              >
                <Trash2 aria-hidden className="size-4" />
                {labelled && "Delete"}
              </button>
            }
            title="Delete this guide?"
            description={`"${guide.name}" and its places will be removed. This cannot be undone.`}
            confirmLabel="Delete"
            onConfirm={() =>
              deleteGuide.mutate(guide.id, {
                onSuccess: () => toast.success(GUIDE_MESSAGES.deleted),
                onError: () => toast.error(GUIDE_MESSAGES.deleteFailed),
              })
            }
          />
        </>
      )}
    </div>
  );
}
