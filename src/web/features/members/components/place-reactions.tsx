import { Clock, ThumbsDown, ThumbsUp } from "lucide-react";
import type { GuideRole } from "../../../../shared/guide-members";
import { OFFLINE_MESSAGES } from "../../../../shared/messages";
import type { GuideDetail, GuidePlace, PlaceReactions } from "../../../../shared/schemas";
import { useReactionWaiting } from "../../../lib/outbox/pending-writes";
import { useGuideReactions, useReact } from "../api/reactions";
import { CommentsButton } from "./comments-button";

type PlaceExtrasProps = { guide: GuideDetail; place: GuidePlace; role: GuideRole | null };

/**
 * Under a place of a guide: who added it when that was not the guide's creator, and the members' 👍 and 👎 —
 * buttons for a member, plain counts for a visitor when the owner shows them (docs/decisions/057).
 */
export function PlaceExtras({ guide, place, role }: PlaceExtrasProps) {
  const showCounts = role !== null || guide.showReactionCounts;
  const reactions = useGuideReactions(guide.id, showCounts);
  const addedByOther = place.addedBy && place.addedBy.id !== guide.creator.id;
  if (!addedByOther && !showCounts) return null;
  const mine = reactions.data?.items.find((item) => item.placeId === place.id);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 pt-1 text-sm text-muted print:hidden">
      {addedByOther && place.addedBy && <span>Added by @{place.addedBy.username.replace(/^@/, "")}</span>}
      {role !== null ? (
        <>
          <ReactionButtons guideId={guide.id} place={place} reactions={mine} />
          <CommentsButton guideId={guide.id} place={place} role={role} count={mine?.comments ?? 0} />
        </>
      ) : (
        showCounts &&
        mine && (
          <span>
            <ThumbsUp aria-hidden className="inline size-4" />
            <span className="sr-only">Thumbs up:</span> {mine.up}{" "}
            <ThumbsDown aria-hidden className="inline size-4" />
            <span className="sr-only">Thumbs down:</span> {mine.down}
          </span>
        )
      )}
    </div>
  );
}

const KINDS = [
  { kind: "up", Icon: ThumbsUp, name: "Thumbs up" },
  { kind: "down", Icon: ThumbsDown, name: "Thumbs down" },
] as const;

function ReactionButtons({
  guideId,
  place,
  reactions,
}: {
  guideId: string;
  place: GuidePlace;
  reactions: PlaceReactions | undefined;
}) {
  const react = useReact(guideId);
  const waiting = useReactionWaiting(guideId, place.id);
  return (
    <div className="flex items-center gap-1">
      {KINDS.map(({ kind, Icon, name }) => {
        const pressed = reactions?.mine === kind;
        const who = (kind === "up" ? reactions?.upBy : reactions?.downBy)?.map((user) => user.username);
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={pressed}
            title={pressed && waiting ? OFFLINE_MESSAGES.waiting : who?.length ? who.join(", ") : undefined}
            onClick={() =>
              react.mutate({ placeId: place.id, kind: pressed ? null : kind, label: place.name })
            }
            className={`inline-flex min-h-8 items-center gap-1 rounded-full px-2.5 text-sm focus-visible:outline-2 focus-visible:outline-accent ${
              pressed
                ? "bg-accent/30 text-white ring-1 ring-accent"
                : "bg-surface-raised text-white/85 hover:bg-border"
            }`}
          >
            <Icon aria-hidden className="size-4" />
            <span className="sr-only">
              {name} for {place.name}
              {pressed && waiting ? `, ${OFFLINE_MESSAGES.waiting}` : ""}:
            </span>
            <span>{reactions?.[kind] ?? 0}</span>
            {pressed && waiting && <Clock aria-hidden className="size-3.5" />}
          </button>
        );
      })}
    </div>
  );
}
