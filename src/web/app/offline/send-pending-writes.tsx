import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { OFFLINE_MESSAGES } from "../../../shared/messages";
import { OFFLINE_EDIT_MESSAGES } from "../../../shared/offline-edit-messages";
import { useSession } from "../../lib/api/session";
import { type Sent, sendPendingWrites, settlePendingOwner } from "../../lib/outbox/outbox";
import { overlayPendingWrites } from "../../lib/outbox/overlay";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";

/** How often waiting changes are tried again: a proxy or a dead Wi-Fi does not fire the browser's `online`. */
const RETRY_MS = 10_000;

function tell({ refusals, conflicts }: Sent, navigate: NavigateFunction): void {
  for (const { write, message } of refusals) {
    const text = OFFLINE_MESSAGES.refused(write.label, message);
    toast.error(text, { id: text, duration: 10_000 });
  }
  // Kept, not dropped: the edit page shows the other's text beside the writer's (docs/decisions/059).
  for (const write of conflicts) {
    const text = OFFLINE_EDIT_MESSAGES.editConflict(write.label);
    toast.error(text, {
      id: text,
      duration: 20_000,
      action: {
        label: OFFLINE_EDIT_MESSAGES.review,
        onClick: () => navigate(paths.editGuide(write.guideId)),
      },
    });
  }
}

/**
 * Sends what a member changed offline (saves, bookmarks, reactions, edits) once the site answers (docs/decisions/
 * 033, 059): at start, when the browser or the connection check says the site is back, and every few seconds
 * while any wait; until then they are laid over what the screens show. A refused one is told by name and reason;
 * an edit that met another member's text is told with a way to settle it.
 */
export function SendPendingWrites() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user, query } = useSession();
  const answered = query.isSuccess;
  const userId = user?.id ?? null;
  useEffect(() => overlayPendingWrites(queryClient), [queryClient]);
  useEffect(() => {
    if (answered) void settlePendingOwner(userId);
  }, [answered, userId]);
  useEffect(() => {
    if (!userId) return;
    const send = () => void sendPendingWrites(queryClient, userId).then((sent) => tell(sent, navigate));
    send();
    window.addEventListener("online", send);
    const stopWatching = onlineManager.subscribe((online) => {
      if (online) send();
    });
    const timer = setInterval(send, RETRY_MS);
    return () => {
      window.removeEventListener("online", send);
      stopWatching();
      clearInterval(timer);
    };
  }, [queryClient, userId, navigate]);
  return null;
}
