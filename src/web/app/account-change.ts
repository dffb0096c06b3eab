import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSession } from "../lib/api/session";
import { guideKeys, placeKeys, profileKeys, savedKeys } from "../lib/query-keys";

/**
 * What the cache must forget or refetch when the signed-in account changes: sign-in, sign-out, sign-out
 * everywhere, or a session ended elsewhere. The account's own data goes; guides, places and profiles carry the
 * viewer's saved and bookmarked flags, so they are fetched again for whoever is signed in now.
 */
export function resetForAccountChange(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: profileKeys.me });
  queryClient.removeQueries({ queryKey: savedKeys.all });
  for (const queryKey of [guideKeys.all, placeKeys.all, profileKeys.all])
    queryClient.invalidateQueries({ queryKey });
}

/** Runs `resetForAccountChange` whenever the session's user changes, whatever changed it. */
export function useResetOnAccountChange(): void {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    resetForAccountChange(queryClient);
  }, [userId, queryClient]);
}
