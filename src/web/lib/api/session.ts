import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { SESSION_BOOTSTRAP_ID, type SessionBootstrap } from "../../../shared/session";
import { api, NetworkError } from "../api-client";
import { authKeys } from "../query-keys";
import { useBrowserAnswer } from "../use-in-browser";
import { lastMemberStore } from "./last-member";

export type Session = SessionBootstrap;

/** The session the server wrote into the page, read once; undefined when the page came without one. */
function readBootstrap(): Session | undefined {
  const element = document.getElementById(SESSION_BOOTSTRAP_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as Session;
  } catch {
    return undefined;
  }
}

// The server-side renderer draws pages for visitors and sets the session itself (src/web/server-render.tsx).
const bootstrap = typeof document === "undefined" ? undefined : readBootstrap();
const bootstrappedAt = Date.now();

/** Asking better-auth for the session also extends it while the user is active (docs/product.md §4 token refresh). */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session,
    queryFn: ({ signal }) => api.get<Session>("/auth/get-session", { signal }),
    initialData: bootstrap,
    initialDataUpdatedAt: bootstrappedAt,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof NetworkError),
  });

/**
 * The signed-in user; while the session is out of reach (offline) and not yet known, the member last signed in on
 * this device, so offline never shows anyone signed out (docs/decisions/050). The server's answer wins.
 */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const remembered = useBrowserAnswer(lastMemberStore.subscribe, lastMemberStore.read, null);
  const outOfReach = query.isPending || query.error instanceof NetworkError;
  const user = query.data?.user ?? (query.data === undefined && outOfReach ? remembered : null);
  return { user, isPending: query.isPending, isAdmin: user?.role === "admin", query };
}

/**
 * Whether the user has just signed out with the button: the guard of the page being left then sends to plain
 * /signin, with no offer to come back. Kept in the query cache, so it belongs to this app instance and shows in
 * the devtools; `clear` consumes it.
 */
export function useSignedOutByUser() {
  const queryClient = useQueryClient();
  return {
    signedOut: queryClient.getQueryData<boolean>(authKeys.signedOutByUser) === true,
    clear: () => queryClient.removeQueries({ queryKey: authKeys.signedOutByUser }),
  };
}
