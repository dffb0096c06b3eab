import { eq, sql } from "drizzle-orm";
import type { Database } from "../src/server/infrastructure/db/client";
import { guides } from "../src/server/infrastructure/db/schema";
import { type Account, signUp } from "./members-seed";
import { insertBulkGuides, insertFullGuide } from "./seed-guides";

export type FanOutScene = {
  /** The creator with the followers, and one with none, each with a draft for the publish rounds. */
  loud: Account;
  quiet: Account;
  loudGuide: string;
  quietGuide: string;
  /** The loud creator's draft published once and kept published: its followers' notifications are counted. */
  announced: string;
  /** A member following many creators and every city, for the feed read. */
  reader: Account;
};

/** Users made straight in the table, `prefix-1` to `prefix-count`, as sign-ups would leave them. */
async function insertUsers(db: Database, prefix: string, count: number): Promise<void> {
  for (let from = 1; from <= count; from += 10_000)
    await db.execute(sql`
      insert into users (id, name, email, email_verified, username, first_name)
      select ${prefix} || '-' || n, 'Bench ' || n, ${prefix} || '-' || n || '@example.test', true,
        ${prefix} || '_' || n, 'Bench'
      from generate_series(${from}::int, ${Math.min(count, from + 9_999)}::int) as n`);
}

/** A guide of the creator's, made as drafts are: never published, so its first publication is still to come. */
async function insertDraft(db: Database, creatorId: string): Promise<string> {
  const id = await insertFullGuide(db, creatorId);
  await db.update(guides).set({ status: "draft", publishedAt: null }).where(eq(guides.id, id));
  return id;
}

/**
 * Straight into the database, after the app has started (the three members sign up through it, for their
 * sessions): `creators` creators with two published guides each, which the reader follows with every city, and
 * `followers` followers of the loud creator.
 */
export async function seedFanOut(
  base: string,
  db: Database,
  { followers, creators }: { followers: number; creators: number },
): Promise<FanOutScene> {
  const [loud, quiet, reader] = [
    await signUp(base, "loud_creator"),
    await signUp(base, "quiet_creator"),
    await signUp(base, "feed_reader"),
  ];
  if (!loud || !quiet || !reader) throw new Error("Sign-up failed");
  const loudGuide = await insertDraft(db, loud.id);
  const announced = await insertDraft(db, loud.id);
  const quietGuide = await insertDraft(db, quiet.id);

  await insertUsers(db, "bench-creator", creators);
  // Spread over every user there is by then: the creators, the demo profiles and the three above.
  await insertBulkGuides(db, creators * 2);
  // Published when made, with the places they were made with (decision 064: not additions).
  await db.execute(sql`
    update guides set published_at = created_at where status = 'published' and published_at is null`);
  await db.execute(sql`
    update guide_places gp set added_at = g.created_at from guides g
    where g.id = gp.guide_id and gp.added_at > g.created_at + interval '1 second'
      and g.id not in (${loudGuide}, ${quietGuide}, ${announced})`);
  await db.execute(sql`
    insert into user_follows (follower_id, followee_id)
    select ${reader.id}, id from users where id like 'bench-creator-%'`);
  await db.execute(sql`insert into city_follows (user_id, city_id) select ${reader.id}, id from cities`);

  await insertUsers(db, "bench-follower", followers);
  await db.execute(sql`
    insert into user_follows (follower_id, followee_id)
    select id, ${loud.id} from users where id like 'bench-follower-%'`);
  await db.execute(sql`ANALYZE`);
  return { loud, quiet, reader, loudGuide, quietGuide, announced };
}

/** Back to a draft, as an unpublished guide is, without going through the app: the next publish is timed. */
export async function backToDraft(db: Database, guideId: string): Promise<void> {
  await db.update(guides).set({ status: "draft" }).where(eq(guides.id, guideId));
}
