import { Trash2 } from "lucide-react";
import { CATEGORY_KEYS } from "../../../../shared/categories";
import { GUIDE_VOTE_MESSAGES as M } from "../../../../shared/guide-members";
import type { GuideDetail } from "../../../../shared/schemas";
import { buttonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useGuideReactions } from "../api/reactions";
import { useRemovePlaces } from "../api/votes";
import { votedDown } from "../lib/place-votes";

/**
 * The owner's one step to drop what the group voted down (more 👎 than 👍), after a dialog that names each place;
 * nothing while no place is voted down.
 */
export function VotedDownPlaces({ guide }: { guide: GuideDetail }) {
  const reactions = useGuideReactions(guide.id, true);
  const remove = useRemovePlaces(guide.id);
  const places = votedDown(
    CATEGORY_KEYS.flatMap((category) => guide.places[category]),
    reactions.data?.items ?? [],
  );
  if (places.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface p-3 text-sm ring-1 ring-white/5 print:hidden">
      <p>{M.votedDownNote(places.length)}</p>
      <ConfirmDialog
        trigger={
          <button type="button" className={buttonClass("secondary")} disabled={remove.isPending}>
            <Trash2 aria-hidden className="size-4" />
            {M.removeVotedDown}
          </button>
        }
        title={M.removeTitle(places.length)}
        description={M.removeText}
        confirmLabel={M.removeConfirm}
        onConfirm={() =>
          remove.mutate(
            places.map((place) => place.id),
            {
              onSuccess: () => toast.success(M.removed(places.length)),
              onError: (error) => toast.error(refusalMessage(error, M.removeFailed) ?? ""),
            },
          )
        }
      >
        <ul className="mt-3 list-disc pl-5 text-sm">
          {places.map((place) => (
            <li key={place.id}>{place.name}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </div>
  );
}
