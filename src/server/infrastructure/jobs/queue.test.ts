import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp } from "../../test/app";
import { type JobHandler, JobQueue } from "./queue";

/**
 * The job queue on the run's database (PGlite, or PostgreSQL with TEST_DATABASE_URL), as the app uses it: jobs
 * kept in the database, retried, at most once per key, surviving a stop in the middle, one node each.
 */
const t = setupTestApp({ demoContent: false });
const silent = { warn: () => {} };
const queues: JobQueue[] = [];

type Step = { key: string; steps: number };

/** A queue like the app's, on the test app's database, stopped after each test; `handler` runs job `name`. */
async function startQueue(name: string, handler: JobHandler<Step>): Promise<JobQueue> {
  const queue = new JobQueue(t.database, { log: silent, stopTimeoutMs: 1_000 });
  queue.handle(name, handler, { retries: 3, retryDelaySeconds: 1 });
  await queue.start();
  queues.push(queue);
  return queue;
}

async function stopQueue(queue: JobQueue): Promise<void> {
  queues.splice(queues.indexOf(queue), 1);
  await queue.stop();
}

afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
});

beforeAll(async () => {
  // Every run of a handler, and each step of its effect: a step is written at most once (its key), as a
  // notification is written once per follower and event.
  await t.db.execute(sql`create table job_runs (name text, key text, attempt int, node int)`);
  await t.db.execute(sql`create table job_effects (name text, key text, step int, unique (name, key, step))`);
});

async function recordRun(name: string, key: string, attempt: number, node = 0): Promise<void> {
  await t.db.execute(sql`insert into job_runs values (${name}, ${key}, ${attempt}, ${node})`);
}

async function recordStep(name: string, key: string, step: number): Promise<void> {
  await t.db.execute(sql`insert into job_effects values (${name}, ${key}, ${step}) on conflict do nothing`);
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const runsOf = (name: string) =>
  rows<{ key: string; attempt: number; node: number }>(
    sql`select key, attempt, node from job_runs where name = ${name} order by key, attempt`,
  );
const stepsOf = async (name: string) =>
  (await rows<{ steps: number }>(sql`select count(*)::int as steps from job_effects where name = ${name}`))[0]
    ?.steps ?? 0;

async function waitUntil(check: () => Promise<boolean>, withinMs = 20_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("Timed out waiting for the jobs");
    await sleep(50);
  }
}

describe("the job queue", () => {
  it("retries a job that failed once, and its effect happens once", async () => {
    const queue = await startQueue("fails-once", async ({ key }, { attempt }) => {
      await recordRun("fails-once", key, attempt);
      if (attempt === 1) throw new Error("The first attempt fails");
      await recordStep("fails-once", key, 1);
    });
    expect(await queue.enqueue(t.db, "fails-once", { key: "a", steps: 1 }, "a")).toBe(true);

    await waitUntil(async () => (await stepsOf("fails-once")) === 1);
    await sleep(1_500);
    expect(await runsOf("fails-once")).toEqual([
      { key: "a", attempt: 1, node: 0 },
      { key: "a", attempt: 2, node: 0 },
    ]);
    expect(await stepsOf("fails-once")).toBe(1);
  });

  it("runs a job once however often its key is added: at once, again while it waits, after it ran", async () => {
    const queue = await startQueue("once-per-key", async ({ key }, { attempt }) => {
      await recordRun("once-per-key", key, attempt);
    });
    const added = await Promise.all(
      [1, 2, 3].map(() => queue.enqueue(t.db, "once-per-key", { key: "k", steps: 1 }, "k")),
    );
    expect(added.filter(Boolean)).toHaveLength(1);
    await waitUntil(async () => (await runsOf("once-per-key")).length === 1);
    expect(await queue.enqueue(t.db, "once-per-key", { key: "k", steps: 1 }, "k")).toBe(false);
    // Another key is another job.
    expect(await queue.enqueue(t.db, "once-per-key", { key: "other", steps: 1 }, "other")).toBe(true);
    await waitUntil(async () => (await runsOf("once-per-key")).length === 2);
    await sleep(500);
    expect((await runsOf("once-per-key")).map((run) => run.key)).toEqual(["k", "other"]);
  });

  it("adds a job with the transaction it is added in: never when it rolls back, once it commits", async () => {
    const queue = await startQueue("in-transaction", async ({ key }, { attempt }) => {
      await recordRun("in-transaction", key, attempt);
    });
    await expect(
      t.db.transaction(async (tx) => {
        await queue.enqueue(tx, "in-transaction", { key: "rolled-back", steps: 1 }, "rolled-back");
        throw new Error("Roll it back");
      }),
    ).rejects.toThrow("Roll it back");
    await t.db.transaction(async (tx) => {
      await queue.enqueue(tx, "in-transaction", { key: "committed", steps: 1 }, "committed");
      // Not before the commit, even with the worker woken (read in the transaction: on PGlite any other
      // statement waits for it to end).
      await sleep(300);
      const seen = (await tx.execute(
        sql`select count(*)::int as runs from job_runs where name = 'in-transaction'`,
      )) as unknown as {
        rows: { runs: number }[];
      };
      expect(seen.rows[0]?.runs).toBe(0);
    });
    await waitUntil(async () => (await runsOf("in-transaction")).length === 1);
    await sleep(500);
    expect((await runsOf("in-transaction")).map((run) => run.key)).toEqual(["committed"]);
    // The rolled-back key was never taken.
    expect(await queue.enqueue(t.db, "in-transaction", { key: "rolled-back", steps: 1 }, "rolled-back")).toBe(
      true,
    );
  });

  it("loses no job and duplicates no effect when stopped in the middle and started again", async () => {
    const name = "restarted";
    const jobs = 5;
    const steps = 4;
    // The first node stops halfway through the first job it runs, the others waiting behind it.
    let halfway: () => void = () => {};
    const reachedHalfway = new Promise<void>((resolve) => {
      halfway = resolve;
    });
    const first = await startQueue(name, async ({ key, steps: count }, { attempt, signal }) => {
      await recordRun(name, key, attempt, 1);
      for (let step = 1; step <= count; step++) {
        if (step > count / 2) {
          halfway();
          await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
          throw new Error("Stopped");
        }
        await recordStep(name, key, step);
      }
    });
    for (let job = 1; job <= jobs; job++)
      await first.enqueue(t.db, name, { key: `job-${job}`, steps }, `job-${job}`);
    await reachedHalfway;
    expect(await stepsOf(name)).toBe(steps / 2);
    await stopQueue(first);

    // Started again (a new process would make a new queue the same way), with a handler that finishes.
    await startQueue(name, async ({ key, steps: count }, { attempt }) => {
      await recordRun(name, key, attempt, 2);
      for (let step = 1; step <= count; step++) await recordStep(name, key, step);
    });
    await waitUntil(async () => (await stepsOf(name)) === jobs * steps);
    await sleep(1_000);
    expect(await stepsOf(name)).toBe(jobs * steps);
    const runs = await runsOf(name);
    // The interrupted job ran again after the restart; every other ran once, on the second node.
    const interrupted = runs.filter((run) => run.node === 1);
    expect(interrupted).toHaveLength(1);
    expect(runs.filter((run) => run.node === 2).map((run) => run.key)).toEqual(
      Array.from({ length: jobs }, (_, n) => `job-${n + 1}`),
    );
  });

  it("runs each job on one node when two work on the same queue", async () => {
    const name = "two-nodes";
    const node =
      (number: number) =>
      async ({ key }: Step, { attempt }: { attempt: number }) => {
        await recordRun(name, key, attempt, number);
        await sleep(20);
      };
    const a = await startQueue(name, node(1));
    const b = await startQueue(name, node(2));
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? a : b).enqueue(t.db, name, { key: `${n}`, steps: 1 }, `${n}`),
      ),
    );
    await waitUntil(async () => (await runsOf(name)).length >= 20);
    await sleep(1_000);
    const runs = await runsOf(name);
    expect(runs).toHaveLength(20);
    expect(new Set(runs.map((run) => run.key)).size).toBe(20);
  });

  it("refuses a job added before the queue starts or without a handler", async () => {
    const queue = new JobQueue(t.database, { log: silent });
    queue.handle("early", async () => {});
    await expect(queue.enqueue(t.db, "early", {}, "x")).rejects.toThrow("before the job queue started");
    await expect(queue.enqueue(t.db, "unknown", {}, "x")).rejects.toThrow("No handler");
  });
});
