import { createHash } from "node:crypto";
import { type ConstructorOptions, fromPglite, type Job, PgBoss, type SendOptions } from "pg-boss";
import type { Database, DatabaseHandle } from "../db/client";
import { jobConnectionOf } from "../db/job-connection";

/** What a handler is told besides the payload: the attempt (1 first) and a signal raised when the node stops. */
export type JobContext = { attempt: number; signal: AbortSignal };
export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

/** How a kind of job is retried; the defaults suit work that talks to the database. */
export type JobKindOptions = {
  /** Runs after the first that failed, each later than the one before (backoff); then the job stays failed. */
  retries?: number;
  /** The wait before the first retry, doubled (with jitter) for each next one, up to five minutes. */
  retryDelaySeconds?: number;
};

/** Where the queue logs what went wrong: a failed attempt, a lost connection. */
export type JobLog = { warn(details: object, message: string): void };

export type JobQueueOptions = {
  log: JobLog;
  /** How long `stop()` lets running jobs finish before handing them back to the queue to be retried. */
  stopTimeoutMs?: number;
};

type Kind = { handler: JobHandler<never>; options: Required<JobKindOptions> };

/** pg-boss's tables and functions live in a schema of their own, beside the app's (docs/decisions/066). */
const SCHEMA = "pgboss";
/** A node whose job stops beating this long (killed, cut off) gives the job back for another to retry. */
const HEARTBEAT_SECONDS = 30;
/** How long a finished job's row, and so its key, is kept: a second enqueue with the key within it adds nothing. */
const KEPT_SECONDS = 30 * 24 * 60 * 60;

/**
 * The job's id made from its name and key: the id is the jobs table's primary key, so a second enqueue with the
 * same key is refused by the database itself, whichever node makes it and whatever state the first is in.
 */
export function jobIdOf(name: string, key: string): string {
  const hex = createHash("sha256").update(`${name}\n${key}`).digest("hex");
  // A version 8 (custom) UUID with the RFC 9562 variant.
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * One job at a time per kind and node. A job added wakes the workers at once (LISTEN/NOTIFY); a retry coming due
 * is found by polling, every 2 s (pg-boss polls every 30 s once notifications work, which would hold a retry of
 * 2 s back for up to half a minute). A poll is one short statement.
 */
const WORK_OPTIONS = { batchSize: 1, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 };

function bossOptions(database: DatabaseHandle): ConstructorOptions {
  const common: ConstructorOptions = {
    schema: SCHEMA,
    // No cron schedules, no registry of running instances, no tracing, no flows of dependent jobs (whose poll
    // every 5 s would be a statement on PGlite's one connection): nothing here uses them.
    schedule: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
    flowIntervalSeconds: 300,
    // A job added wakes a worker at once (on every node, through the database) instead of at its next poll.
    useListenNotify: true,
  };
  const store = database.jobStore;
  if (store.engine === "postgres")
    return {
      ...common,
      connectionString: store.connectionString,
      max: 3,
      application_name: "cityguides-jobs",
    };
  // PGlite is the app's own connection: vacuum and index bloat are nothing to watch in a one-process database.
  return { ...common, backend: "pglite", db: fromPglite(store.client), monitorVacuum: false, reindex: false };
}

/**
 * Background work through pg-boss, on PostgreSQL and on the embedded PGlite alike (docs/decisions/066): a job is a
 * name, a JSON payload and a key; it is stored in the database, run once on one node, retried with backoff when
 * its handler throws, and kept across restarts. Handlers must be idempotent: a node stopped or lost mid-job
 * hands the job back, and it runs again from the start.
 */
export class JobQueue {
  /** The queues started in this process, for tests to wait on whichever app made the jobs. */
  static readonly #running = new Set<JobQueue>();
  readonly #boss: PgBoss;
  readonly #kinds = new Map<string, Kind>();
  readonly #log: JobLog;
  readonly #stopTimeoutMs: number;
  #started = false;
  /** Jobs this node's handlers are running now. */
  #inHand = 0;

  constructor(database: DatabaseHandle, { log, stopTimeoutMs = 10_000 }: JobQueueOptions) {
    this.#log = log;
    this.#stopTimeoutMs = stopTimeoutMs;
    this.#boss = new PgBoss(bossOptions(database));
    // An unheard `error` event would end the process; pg-boss carries on (and polls again) after each.
    this.#boss.on("error", (error) => log.warn({ err: error }, "The job queue hit an error; it carries on"));
  }

  /** Registers the handler of a kind of job; every node registers the same ones before it starts. */
  handle<Payload extends object>(
    name: string,
    handler: JobHandler<Payload>,
    options: JobKindOptions = {},
  ): void {
    if (this.#started) throw new Error(`Job ${name} registered after the job queue started`);
    this.#kinds.set(name, {
      handler: handler as JobHandler<never>,
      options: { retries: options.retries ?? 5, retryDelaySeconds: options.retryDelaySeconds ?? 2 },
    });
  }

  /**
   * Adds a job, at most once per name and key: false when one with that key was already added (and is waiting,
   * running, done or failed). `db` may be a transaction: the job is then added when, and only if, it commits.
   */
  async enqueue<Payload extends object>(
    db: Database,
    name: string,
    payload: Payload,
    key: string,
  ): Promise<boolean> {
    const kind = this.#kinds.get(name);
    if (!kind) throw new Error(`No handler is registered for job ${name}`);
    // pg-boss reads a queue it has not cached on a connection of its own: on PGlite, inside the caller's
    // transaction, that would wait for the transaction to end. Started, every queue registered here is cached.
    if (!this.#started) throw new Error(`Job ${name} added before the job queue started`);
    const options: SendOptions = {
      id: jobIdOf(name, key),
      singletonKey: key,
      retryLimit: kind.options.retries,
      retryDelay: kind.options.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 300,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      deleteAfterSeconds: KEPT_SECONDS,
      db: jobConnectionOf(db),
    };
    return (await this.#boss.send(name, payload, options)) !== null;
  }

  /** Installs or updates pg-boss's schema when needed, then works on every registered kind of job. */
  async start(): Promise<void> {
    await this.#boss.start();
    for (const [name, kind] of this.#kinds) {
      await this.#boss.createQueue(name, { notify: true });
      let worker = "";
      // The worker fetches again as soon as a job ends, rather than after its poll: a backlog drains at once.
      const next = () => this.#boss.notifyWorker(worker);
      worker = await this.#boss.work<object>(name, WORK_OPTIONS, ([job]) => this.#run(name, kind, job, next));
    }
    this.#started = true;
    JobQueue.#running.add(this);
  }

  /** Stops taking jobs, lets running ones finish for a while, then hands those still running back to the queue. */
  async stop(): Promise<void> {
    this.#started = false;
    JobQueue.#running.delete(this);
    await this.#boss.stop({ graceful: true, timeout: this.#stopTimeoutMs });
  }

  /**
   * Resolves once no job is waiting (retries included) and this node runs none, twice in a row 50 ms apart (a job
   * claimed is not in hand at once): what tests wait for after an action that adds jobs.
   */
  async settled(withinMs = 30_000): Promise<void> {
    const deadline = Date.now() + withinMs;
    let quiet = 0;
    while (quiet < 2) {
      if (Date.now() > deadline) throw new Error(`Jobs still waiting or running after ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const waiting = await Promise.all(
        [...this.#kinds.keys()].map((name) => this.#boss.findJobs(name, { queued: true, limit: 1 })),
      );
      quiet = this.#inHand === 0 && waiting.every((jobs) => jobs.length === 0) ? quiet + 1 : 0;
    }
  }

  /** `settled()` of every queue started in this process (tests that check what a request left behind). */
  static async allSettled(): Promise<void> {
    for (const queue of JobQueue.#running) await queue.settled();
  }

  async #run(name: string, kind: Kind, job: Job<object> | undefined, next: () => void): Promise<void> {
    if (!job) return;
    const attempt = job.retryCount + 1;
    this.#inHand++;
    try {
      await kind.handler(job.data as never, { attempt, signal: job.signal });
    } catch (error) {
      const last = attempt > kind.options.retries;
      this.#log.warn(
        { err: error, job: name, id: job.id, attempt },
        last ? "A job failed for the last time" : "A job failed; it will be retried",
      );
      throw error;
    } finally {
      this.#inHand--;
      next();
    }
  }
}
