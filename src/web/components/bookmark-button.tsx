import { Bookmark, Clock } from "lucide-react";
import { useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { OFFLINE_MESSAGES, SAVE_MESSAGES } from "../../shared/messages";
import { useSession } from "../lib/api/session";
import { type ToggleResult, useToggleGuideSave, useTogglePlaceBookmark } from "../lib/api/toggle-save";
import { withIntent } from "../lib/carried-intent";
import { useIsWaiting } from "../lib/outbox/pending-writes";
import { paths } from "../lib/paths";
import { toast } from "../lib/toast";

type BookmarkButtonProps = {
  kind: "guide" | "place";
  id: string;
  label: string;
  active: boolean;
  className?: string;
};

const TEXTS = {
  guide: {
    signIn: SAVE_MESSAGES.signInToSaveGuides,
    saved: SAVE_MESSAGES.guideSaved,
    already: SAVE_MESSAGES.guideAlreadySaved,
    saveFailed: SAVE_MESSAGES.guideSaveFailed,
    removed: SAVE_MESSAGES.guideRemoved,
    removeFailed: SAVE_MESSAGES.guideRemoveFailed,
  },
  place: {
    signIn: SAVE_MESSAGES.signInToBookmarkPlaces,
    saved: SAVE_MESSAGES.placeBookmarked,
    already: SAVE_MESSAGES.placeAlreadyBookmarked,
    saveFailed: SAVE_MESSAGES.placeBookmarkFailed,
    removed: SAVE_MESSAGES.placeRemoved,
    removeFailed: SAVE_MESSAGES.placeRemoveFailed,
  },
} as const;

/** The toast that says how a save or its removal went, once its promise settles. */
export function announceToggle(kind: "guide" | "place", save: boolean, outcome: Promise<ToggleResult>) {
  const texts = TEXTS[kind];
  return outcome.then(
    (result) => {
      if (result.waiting) toast.info(OFFLINE_MESSAGES.waitingToast, { id: OFFLINE_MESSAGES.waitingToast });
      else if (result.already) toast.info(texts.already);
      else toast.success(save ? texts.saved : texts.removed);
    },
    () => void toast.error(save ? texts.saveFailed : texts.removeFailed),
  );
}

/** Save a guide or bookmark a place; visitors are asked to sign in and come back (docs/product.md §4 Bookmark toggle). */
export function BookmarkButton({ kind, id, label, active, className = "" }: BookmarkButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const guideToggle = useToggleGuideSave();
  const placeToggle = useTogglePlaceBookmark();
  const toggle = kind === "guide" ? guideToggle : placeToggle;
  const texts = TEXTS[kind];
  const waiting = useIsWaiting(kind, id);
  // A ref, not the mutation state: a second click can land before React re-renders, and must not undo the first
  // while it is on its way.
  const inFlight = useRef(false);
  // Signed in, the visitor comes back here and the save is done (lib/carried-intent.ts).
  const returnTo = withIntent(location.pathname + location.search, { kind, id });

  const onClick = (clickCount: number) => {
    // The second click of a double click is the first one's intent again: were the save to land in between (a
    // busy machine is slow between the two), it would undo it.
    if (clickCount > 1) return;
    if (!user) {
      toast(texts.signIn, {
        id: texts.signIn,
        action: {
          label: SAVE_MESSAGES.signIn,
          onClick: () => navigate(paths.signIn(returnTo)),
        },
      });
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    const save = !active;
    // The promise, not mutate's own callbacks: those are skipped when the button is drawn anew while the saved
    // lists reload (a guide's header once its details arrive), and the toast was lost with them.
    announceToggle(kind, save, toggle.mutateAsync({ id, save, label })).finally(() => {
      inFlight.current = false;
    });
  };

  // A plain form to sign-in and back around the button: on a page the server drew, a visitor's click before the
  // app has started still leads there (docs/decisions/036); the app's own click handler stops the form.
  return (
    <form method="get" action={paths.signIn()} className="contents">
      <input type="hidden" name="redirect" value={returnTo} />
      <button
        type="submit"
        aria-label={`${kind === "guide" ? `Save ${label}` : `Bookmark ${label}`}${waiting ? `, ${OFFLINE_MESSAGES.waiting}` : ""}`}
        title={waiting ? OFFLINE_MESSAGES.waiting : undefined}
        aria-pressed={active}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onClick(event.detail);
        }}
        className={`inline-flex size-10 items-center justify-center rounded-full bg-black/40 text-white backdrop-blur transition-colors hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-accent ${className}`}
      >
        <span className="relative inline-flex">
          <Bookmark aria-hidden className={`size-5 ${active ? "fill-current text-amber-300" : ""}`} />
          {waiting && (
            <Clock
              aria-hidden
              className="absolute -right-2 -bottom-2 size-4 rounded-full bg-background p-0.5 text-amber-300"
            />
          )}
        </span>
      </button>
    </form>
  );
}
