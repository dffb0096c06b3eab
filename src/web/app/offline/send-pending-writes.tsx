import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { OFFLINE_MESSAGES } from "../../../shared/messages";
import { useSession } from "../../lib/api/session";
import {
  overlayPendingWrites,
  type Refusal,
  sendPendingWrites,
  settlePendingOwner,
} from "../../lib/outbox/outbox";
import { toast } from "../../lib/toast";

/** How often waiting changes are tried again: a proxy or a dead Wi-Fi does not fire the browser's `online`. */
const RETRY_MS = 10_000;

function tell(refusals: Refusal[]): void {
  for (const { write, message } of refusals) {
    const text = OFFLINE_MESSAGES.refused(write.label, message);
    toast.error(text, { id: text, duration: 10_000 });
  }
}

/**
 * Sends the saves and bookmarks made offline once the site answers (docs/decisions/033): at start, when the
 * browser says it is online again, and every few seconds while any wait; until then they are laid over what
 * the screens show. A refused one is told by name and reason.
 */
export function SendPendingWrites() {
  const queryClient = useQueryClient();
  const { user, query } = useSession();
  const answered = query.isSuccess;
  const userId = user?.id ?? null;
  useEffect(() => overlayPendingWrites(queryClient), [queryClient]);
  useEffect(() => {
    if (answered) void settlePendingOwner(userId);
  }, [answered, userId]);
  useEffect(() => {
    if (!userId) return;
    const send = () => void sendPendingWrites(queryClient, userId).then(tell);
    send();
    window.addEventListener("online", send);
    const timer = setInterval(send, RETRY_MS);
    return () => {
      window.removeEventListener("online", send);
      clearInterval(timer);
    };
  }, [queryClient, userId]);
  return null;
}
