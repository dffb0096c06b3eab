import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { JobQueue } from "../../infrastructure/jobs/queue";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { type CityRow, cityByValue, createGuide } from "../../test/fixtures";
import { recordPublishedForFollowers } from "./service";

// Followers told of a publication by a background job (docs/decisions/066), more of them than one batch holds.
const t = setupTestApp();
const FOLLOWERS = 2_500;

let creator: TestAccount;
let berlin: CityRow;

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The followers told of the guide's publication, and how many of them differ. */
async function told(guideId: string): Promise<{ rows: number; followers: number }> {
  const [row] = await rowsOf<{ rows: number; followers: number }>(sql`
    select count(*)::int as rows, count(distinct user_id)::int as followers from notifications
    where guide_id = ${guideId} and kind = 'guidePublished'`);
  return row ?? { rows: 0, followers: 0 };
}

beforeAll(async () => {
  creator = await signUp(t.app);
  berlin = await cityByValue(t.db, "berlin");
  await t.db.execute(sql`
    insert into users (id, name, email, email_verified, username, first_name)
    select 'fan-' || n, 'Fan ' || n, 'fan-' || n || '@example.test', true, 'fan_' || n, 'Fan'
    from generate_series(1, ${FOLLOWERS}::int) as n`);
  await t.db.execute(sql`
    insert into user_follows (follower_id, followee_id) select id, ${creator.id} from users where id like 'fan-%'`);
});

describe("telling a creator's followers of a publication", () => {
  it("picks up where a stopped run left off: each follower told once", async () => {
    const guideId = await createGuide(t.db, { createdBy: creator.id, city: berlin });
    // A node stopping after the first batch: the signal is raised before the second.
    let checks = 0;
    const stopping = {
      throwIfAborted() {
        checks++;
        if (checks > 1) throw new Error("Stopped");
      },
    } as AbortSignal;
    await expect(recordPublishedForFollowers(t.db, guideId, stopping)).rejects.toThrow("Stopped");
    expect(await told(guideId)).toEqual({ rows: 1_000, followers: 1_000 });

    expect(await recordPublishedForFollowers(t.db, guideId)).toBe(FOLLOWERS - 1_000);
    expect(await told(guideId)).toEqual({ rows: FOLLOWERS, followers: FOLLOWERS });
  });

  it("is one job a guide: published, taken back to drafts and published again, its followers are told once", async () => {
    const guideId = await createGuide(t.db, { createdBy: creator.id, city: berlin, status: "draft" });
    const publish = async () => {
      const answer = await t.app.inject(
        as(creator, { method: "POST", url: `/api/guides/${guideId}/publish` }),
      );
      expect(answer.statusCode, answer.body).toBe(200);
    };
    await publish();
    await JobQueue.allSettled();
    expect(await told(guideId)).toEqual({ rows: FOLLOWERS, followers: FOLLOWERS });

    await t.db.execute(sql`update guides set status = 'draft' where id = ${guideId}`);
    await publish();
    await JobQueue.allSettled();
    expect(await told(guideId)).toEqual({ rows: FOLLOWERS, followers: FOLLOWERS });
    const jobs = await rowsOf<{ jobs: number; state: string }>(sql`
      select count(*)::int as jobs, min(state::text) as state from pgboss.job
      where singleton_key = ${`guidePublished:${guideId}`}`);
    expect(jobs).toEqual([{ jobs: 1, state: "completed" }]);
  });
});
