import { and, eq } from "drizzle-orm";
import type { Database } from "../src/server/infrastructure/db/client";
import { guidePlaces } from "../src/server/infrastructure/db/schema";
import { signUpInput } from "../src/server/seed/factories";
import { CATEGORY_KEYS } from "../src/shared/categories";
import { insertFullGuide } from "./seed-guides";

export type Account = { id: string; username: string; cookie: string };
export type GuidePlace = { id: string; note: string | null };
/** The part of a guide's detail (GET /api/guides/{id}) the bench works with. */
export type GuideDetail = { places: Record<string, GuidePlace[]> };
export type SharedGuide = {
  owner: Account;
  editors: Account[];
  viewers: Account[];
  /** The guide made together and one of the same places its owner made alone. */
  sharedId: string;
  soloId: string;
  reactions: number;
};

const EDITORS = 12;
const VIEWERS = 8;
/** Each member reacts to this many of the guide's places. */
const REACTIONS_PER_MEMBER = 24;

/** A request as `account` (signed in, from the app's own origin), failing on anything but 2xx. */
export async function call(
  base: string,
  account: Account | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: base,
      ...(account ? { cookie: account.cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export async function signUp(base: string, username: string): Promise<Account> {
  const response = await call(base, undefined, "POST", "/api/auth/sign-up/email", signUpInput({ username }));
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers.getSetCookie().find((line) => line.includes("session_token="));
  if (!cookie) throw new Error("Sign-up gave no session cookie");
  return { id: user.id, username, cookie: cookie.split(";")[0] ?? "" };
}

async function join(base: string, owner: Account, guideId: string, role: string, members: Account[]) {
  const link = await call(base, owner, "POST", `/api/guides/${guideId}/invites`, { role });
  const { token } = (await link.json()) as { token: string };
  for (const member of members) await call(base, member, "POST", `/api/invites/${token}/accept`);
}

export async function readGuide(base: string, account: Account, guideId: string): Promise<GuideDetail> {
  return (await call(base, account, "GET", `/api/guides/${guideId}`)).json() as Promise<GuideDetail>;
}

const placeIdsOf = (guide: GuideDetail) =>
  CATEGORY_KEYS.flatMap((key) => (guide.places[key] ?? []).map((place) => place.id));

/**
 * A guide at its most places (12 a category) made together: its owner, 12 editors and 8 viewers who joined
 * through invite links, its places added by all of them in turn, and each member's 👍 or 👎 on half of them;
 * beside it a guide of the same places its owner made alone (the read as it was before guides were shared).
 */
export async function seedSharedGuide(base: string, db: Database): Promise<SharedGuide> {
  const owner = await signUp(base, "bench_owner");
  const members: Account[] = [];
  for (let n = 1; n <= EDITORS + VIEWERS; n++)
    members.push(await signUp(base, `bench_member_${String(n).padStart(2, "0")}`));
  const editors = members.slice(0, EDITORS);
  const viewers = members.slice(EDITORS);
  const soloId = await insertFullGuide(db, owner.id);
  const sharedId = await insertFullGuide(db, owner.id);
  await join(base, owner, sharedId, "editor", editors);
  await join(base, owner, sharedId, "viewer", viewers);
  const placeIds = placeIdsOf(await readGuide(base, owner, sharedId));
  const adders = [owner, ...members];
  await Promise.all(
    placeIds.map((placeId, n) =>
      db
        .update(guidePlaces)
        .set({ addedBy: adders[n % adders.length]?.id })
        .where(and(eq(guidePlaces.guideId, sharedId), eq(guidePlaces.placeId, placeId))),
    ),
  );
  await Promise.all(
    members.map(async (member, m) => {
      for (let n = 0; n < REACTIONS_PER_MEMBER; n++) {
        const placeId = placeIds[(m + n * 2) % placeIds.length];
        const kind = (m + n) % 4 === 0 ? "down" : "up";
        await call(base, member, "PUT", `/api/guides/${sharedId}/places/${placeId}/reaction`, { kind });
      }
    }),
  );
  return { owner, editors, viewers, sharedId, soloId, reactions: members.length * REACTIONS_PER_MEMBER };
}
