import type { QueryClient } from "@tanstack/react-query";
import type { SessionBootstrap } from "../../../shared/session";
import { authKeys } from "../query-keys";

type User = NonNullable<SessionBootstrap>["user"];

/** What the device remembers of the member last signed in: what the screens show of them, never a token. */
type LastMember = Pick<User, "id" | "username" | "firstName" | "role">;

const STORAGE_KEY = "cityguides-last-member";

const listeners = new Set<() => void>();
let remembered: LastMember | null | undefined;

function read(): LastMember | null {
  if (remembered !== undefined) return remembered;
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as LastMember | null;
    remembered = typeof stored?.id === "string" && typeof stored.username === "string" ? stored : null;
  } catch {
    remembered = null;
  }
  return remembered;
}

function write(user: User | null): void {
  const next = user && { id: user.id, username: user.username, firstName: user.firstName, role: user.role };
  if (JSON.stringify(next) === JSON.stringify(read())) return;
  remembered = next;
  try {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, full): offline then shows the member signed out, as before.
  }
  for (const listener of listeners) listener();
}

/**
 * Remembers who the session says is signed in, each time it says so (sign-out and expiry say nobody, which
 * forgets them), so that offline, with the session out of reach, the screens still show the member
 * (docs/decisions/050).
 */
export function rememberLastMember(client: QueryClient): () => void {
  const cache = client.getQueryCache();
  const update = () => {
    const state = client.getQueryState<SessionBootstrap>(authKeys.session);
    if (state?.status === "success") write(state.data?.user ?? null);
  };
  update();
  return cache.subscribe((event) => {
    if (
      (event.type === "added" || event.type === "updated") &&
      event.query.queryKey[0] === authKeys.session[0]
    )
      update();
  });
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    remembered = undefined;
    onChange();
  };
  window.addEventListener("storage", fromOtherTab);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", fromOtherTab);
  };
}

let shownFor: LastMember | null | undefined;
let shown: User | null = null;
function asUser(): User | null {
  const member = read();
  if (member !== shownFor) {
    shownFor = member;
    // The email is not remembered; no screen shows it.
    shown = member && { ...member, email: "" };
  }
  return shown;
}

export const lastMemberStore = { subscribe, read: asUser };
