import { Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { GUIDE_MESSAGES } from "../../../../shared/messages";
import type { GuideCard } from "../../../../shared/schemas";
import { iconButtonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { ViewGuideLink } from "../../guides";
import { useDeleteGuide } from "../api/update-profile";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium" });

/** The owner's guides as a table with view, edit and delete (docs/product.md §2 Profile). */
export function GuideTable({ guides }: { guides: GuideCard[] }) {
  const deleteGuide = useDeleteGuide();
  return (
    <div className="w-full max-w-[900px] overflow-x-auto rounded-xl ring-1 ring-white/5">
      <table className="w-full text-left text-sm">
        <thead className="bg-surface text-muted">
          <tr>
            <th className="px-4 py-3 font-medium">Title</th>
            <th className="px-4 py-3 font-medium">Location</th>
            <th className="px-4 py-3 font-medium">Created At</th>
            <th className="px-4 py-3 text-right font-medium">Actions</th>
          </tr>
        </thead>
        <tbody>
          {guides.map((guide) => (
            <tr key={guide.id} className="border-t border-border">
              <td className="px-4 py-3 font-medium">{guide.name}</td>
              <td className="px-4 py-3">{guide.location}</td>
              <td className="px-4 py-3 text-muted">{dateFormat.format(new Date(guide.createdAt))}</td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-1">
                  <ViewGuideLink guide={guide} />
                  {!guide.isDemo && (
                    <>
                      <Link
                        to={paths.editGuide(guide.id)}
                        className={iconButtonClass}
                        aria-label={`Edit ${guide.name}`}
                      >
                        <Pencil aria-hidden className="size-4" />
                      </Link>
                      <ConfirmDialog
                        trigger={
                          <button
                            type="button"
                            className={iconButtonClass}
                            aria-label={`Delete ${guide.name}`}
                          >
                            <Trash2 aria-hidden className="size-4" />
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
