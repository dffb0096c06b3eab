import { Bookmark } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { MESSAGES } from "../../../../shared/messages";
import { paths } from "../../../lib/paths";

type BookmarkButtonProps = { kind: "guide" | "place"; label: string; className?: string };

/**
 * Save / bookmark toggle. Without an account every click asks the visitor to sign in, with a way back to this
 * page afterwards (spec §4); saving itself arrives with accounts.
 */
export function BookmarkButton({ kind, label, className = "" }: BookmarkButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const message =
    kind === "guide" ? MESSAGES.saving.signInToSaveGuides : MESSAGES.saving.signInToBookmarkPlaces;
  return (
    <button
      type="button"
      aria-label={kind === "guide" ? `Save ${label}` : `Bookmark ${label}`}
      aria-pressed={false}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toast(message, {
          id: message,
          action: {
            label: MESSAGES.saving.signIn,
            onClick: () => navigate(paths.signIn(location.pathname + location.search)),
          },
        });
      }}
      className={`inline-flex size-10 items-center justify-center rounded-full bg-black/40 text-white backdrop-blur transition-colors hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-accent ${className}`}
    >
      <Bookmark aria-hidden className="size-5" />
    </button>
  );
}
