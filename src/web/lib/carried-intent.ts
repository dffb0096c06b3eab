/**
 * What a visitor asked for before signing in, carried in the address they come back to (issue 46 item 3): a
 * visitor's Save on a guide leads to sign-in with `/guide/…?then=save-guide.<id>` to return to, and back there,
 * signed in, the save is done. Only an intent this tab carried through the sign-in or sign-up form is done: a
 * link with `?then=` opened by someone already signed in would otherwise save whatever its sender chose.
 */
export const INTENT_PARAM = "then";

export type CarriedIntent = { kind: "guide" | "place"; id: string };

const ACTIONS = { guide: "save-guide", place: "bookmark-place" } as const;
const READ = /^(save-guide|bookmark-place)\.([\w-]{1,64})$/;

/** `here` (a path with its query) with the intent added, replacing one already there. */
export function withIntent(here: string, intent: CarriedIntent): string {
  const [path = "", query = ""] = here.split("?", 2);
  const params = new URLSearchParams(query);
  params.set(INTENT_PARAM, `${ACTIONS[intent.kind]}.${intent.id}`);
  return `${path}?${params}`;
}

/** The intent an address carries, if it is one the app knows. */
export function readIntent(value: string | null): CarriedIntent | undefined {
  const match = value ? READ.exec(value) : null;
  if (!match?.[2]) return undefined;
  return { kind: match[1] === "save-guide" ? "guide" : "place", id: match[2] };
}

const ARMED_KEY = "cityguides.carried-intent";

/** Marks the intent `redirect` carries (if any) as asked for in this tab, on the sign-in or sign-up form. */
export function armIntent(redirect: string | null): void {
  const query = redirect?.split("?", 2)[1];
  const value = query ? new URLSearchParams(query.split("#", 1)[0]).get(INTENT_PARAM) : null;
  if (!value || !readIntent(value)) return;
  try {
    sessionStorage.setItem(ARMED_KEY, value);
  } catch {
    // Storage refused (a private window's quota): the visitor saves with one more tap instead.
  }
}

/** Whether this tab armed the intent `value` on its way to signing in; each arming is used once. */
export function takeArmedIntent(value: string): boolean {
  try {
    const armed = sessionStorage.getItem(ARMED_KEY);
    sessionStorage.removeItem(ARMED_KEY);
    return armed === value;
  } catch {
    return false;
  }
}
