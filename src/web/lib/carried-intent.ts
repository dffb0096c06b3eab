/**
 * What a visitor asked for before signing in, carried in the address they come back to (issue 46 item 3): a
 * visitor's Save on a guide leads to sign-in with `/guide/…?then=save-guide.<id>` to return to, and back there,
 * signed in, the save is done.
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
