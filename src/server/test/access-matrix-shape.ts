import type { BodyName, ProbeName } from "./access-requests";
import type { ResourceName } from "./access-scene";

/** The callers, outcomes and route entries of the access matrix (test/access-matrix.ts), and its common outcomes. */
export const CALLERS = ["anonymous", "otherUser", "owner", "admin"] as const;
export type Caller = (typeof CALLERS)[number];

export type Effect = "changed" | "unchanged";
export type Outcome = number | { status: number; effect: Effect };

export type AccessCase = {
  /** What sets this case apart, when a route has more than one. */
  label?: string;
  /** Method and URL of the call; `{name}` placeholders are filled per call. */
  call: string;
  body?: BodyName;
  /** Resources made before the call though the URL does not name them. */
  given?: ResourceName[];
  /** Writes: the owner's data compared before and after. */
  probe?: ProbeName;
  /** Private reads: a resource only the owner's answer may contain. */
  private?: ResourceName;
  /** The call ends or replaces sessions: every account signs in afresh after it. */
  spendsSessions?: true;
  outcomes: Record<Caller, Outcome>;
};

export type AccessRoute = {
  kind: "public read" | "private read" | "write";
  /** Who may call it, in the words of docs/product.md §6. */
  who: string;
  /** Admin-only routes: the admin owns what they change, so the "owner" calls as the admin. */
  ownerIsAdmin?: true;
  /** What a HEAD request gets, when not what the GET gets. */
  head?: number;
  cases: AccessCase[];
};

export const byCaller = (anonymous: Outcome, otherUser: Outcome, owner: Outcome, admin: Outcome) => ({
  anonymous,
  otherUser,
  owner,
  admin,
});
export const everyone = (status: number) => byCaller(status, status, status, status);
/** A signed-in caller acting on their own data: answered, and the owner's data is left alone. */
export const onOwnData = (status: number): Outcome => ({ status, effect: "unchanged" });
export const signedInOnOwnData = (status: number) =>
  byCaller(401, onOwnData(status), status, onOwnData(status));

export const publicRead = (call: string, status = 200): AccessRoute => ({
  kind: "public read",
  who: "everyone",
  cases: [{ call, outcomes: everyone(status) }],
});
