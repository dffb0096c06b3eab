import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

/** What a member's open guide page hears (docs/decisions/057): who else has it open, and whether they still may. */
export type GuideLive = { viewers: string[]; accessLost: boolean };

const NOBODY: string[] = [];
/** How long the page waits for the rest of one change's announcements before reading the guide again. */
const COALESCE_MS = 60;

/**
 * Keeps a member's open guide page live: every change to the guide (places, notes, members, reactions, comments),
 * made by anyone on any node, reloads what the page shows of it within about a second. Only members open the
 * stream; `guideId` undefined opens nothing.
 */
export function useGuideLive(guideId: string | undefined): GuideLive {
  const queryClient = useQueryClient();
  const [viewers, setViewers] = useState<string[]>(NOBODY);
  const [accessLost, setAccessLost] = useState(false);
  useEffect(() => {
    if (!guideId) return;
    setAccessLost(false);
    const source = new EventSource(`/api/realtime?guide=${encodeURIComponent(guideId)}`);
    // Every query about this guide: its detail, its reactions, its comments, its members' lists. One change
    // announces several tables (an operation: the guide's places, then the guide) within a few milliseconds:
    // they are read again once, not once per table (each read would cancel and repeat the one before).
    let pending: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      pending ??= setTimeout(() => {
        pending = undefined;
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(guideId) });
      }, COALESCE_MS);
    };
    source.addEventListener("guide", (message) => {
      const { table } = JSON.parse((message as MessageEvent<string>).data) as { table: string };
      if (table !== "ACCESS_LOST") return reload();
      source.close();
      setAccessLost(true);
    });
    source.addEventListener("presence", (message) => {
      setViewers((JSON.parse((message as MessageEvent<string>).data) as { viewers: string[] }).viewers);
    });
    // Changes made while the stream was down were never announced: read again once it is back.
    let interrupted = false;
    source.addEventListener("error", () => {
      interrupted = true;
    });
    source.addEventListener("open", () => {
      if (interrupted) reload();
      interrupted = false;
    });
    return () => {
      clearTimeout(pending);
      source.close();
      setViewers(NOBODY);
    };
  }, [guideId, queryClient]);
  return { viewers, accessLost };
}
