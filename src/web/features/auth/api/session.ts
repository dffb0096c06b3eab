import { queryOptions, useQuery } from "@tanstack/react-query";
import { SESSION_BOOTSTRAP_ID, type SessionBootstrap } from "../../../../shared/session";
import { api } from "../../../lib/api-client";

export type Session = SessionBootstrap;
export type SessionUser = NonNullable<Session>["user"];

export const sessionQueryKey = ["session"] as const;

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

const bootstrap = readBootstrap();
const bootstrappedAt = Date.now();

/** Asking better-auth for the session also extends it while the user is active (spec §4 token refresh). */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => api.get<Session>("/auth/get-session", { signal }),
    initialData: bootstrap,
    initialDataUpdatedAt: bootstrappedAt,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
    retry: 1,
  });

/**
 * Set by Sign Out until a guard has acted on it: clearing the session makes the guard of the page being left
 * redirect too, and it must not offer to come back there.
 */
export const deliberateSignOut = { pending: false };

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const user = query.data?.user ?? null;
  return { user, isPending: query.isPending, isAdmin: user?.role === "admin", query };
}
