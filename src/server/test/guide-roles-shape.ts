import type { Effect, Outcome } from "./access-matrix-shape";
import { type GuideState, ROLES, type Role } from "./guide-roles-callers";
import type { RoleBodyName, WorldGiven, WorldKey } from "./guide-roles-scene";

/** One outcome per role, in ROLES' order: owner, editor, viewer, invited, removed, outsider, visitor, admin. */
export type RoleRow = [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

export type RoleCase = {
  /** What sets this case apart, when a route has more than one. */
  label?: string;
  /** Method and URL; `{name}` is filled from the call's world (guide-roles-scene.ts's WorldKey). */
  call: string;
  body?: RoleBodyName;
  /** What the world holds beyond the usual before the call. */
  given?: WorldGiven[];
  /** A text of the world the owner's and members' answers hold when answered, and nobody else's, refused or not. */
  private?: WorldKey;
  /** Who sees `private`, when not the owner and members. */
  seenBy?: readonly Role[];
  /** A text of the world nobody's answer holds. */
  hides?: WorldKey;
  /** The outcomes on each guide state the case is called on. */
  by: Partial<Record<GuideState, RoleRow>>;
};

export type RoleRoute = {
  /** A write's outcome under 400 changes the guide's world (its row, places, people, voices and saves). */
  kind: "read" | "write";
  /** Who may call it, in the words of docs/product.md §6 and decision 057. */
  who: string;
  /** A page the not-found handler answers, so no route of the app's table. */
  page?: true;
  cases: RoleCase[];
};

/** Answered, and the guide's world left as it was. */
export const same = (status: number): Outcome => ({ status, effect: "unchanged" });

export function outcomeOf(route: RoleRoute, row: RoleRow, role: Role): { status: number; effect: Effect } {
  const outcome = row[ROLES.indexOf(role)] as Outcome;
  if (typeof outcome !== "number") return outcome;
  return { status: outcome, effect: route.kind === "write" && outcome < 400 ? "changed" : "unchanged" };
}
