import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "../../infrastructure/db/client";
import type { Mailer } from "../../infrastructure/mail/mailer";
import type { PushMessage, PushSender, PushTarget } from "../../infrastructure/push/web-push";
import { type NotificationEvent, notificationOf } from "../notifications/service";
import { type DigestDependencies, sendDueDigests } from "./digest";
import { forgetPushEndpoint, queueDigestEntries } from "./mutations";
import { type Notice, noticeOf } from "./notice";
import { pushTargetsOf } from "./repository";
import { channelsOfMembers } from "./service";
import type { UnsubscribeTokens } from "./unsubscribe-token";

type Log = { warn(details: object, message: string): void; error(details: object, message: string): void };

export type DeliveryDependencies = {
  db: Database;
  mailer: Mailer;
  push: PushSender;
  tokens: UnsubscribeTokens;
  baseUrl: string;
  digest: { intervalMs: number; sweepMs: number };
  /** Origins allowed for push endpoints besides the browsers' push services (PUSH_SERVICE_ORIGINS). */
  pushOrigins: readonly string[];
  log: Log;
};

/** Pushes in flight at once for one notification (a publication may reach many followers). */
const PUSH_CONCURRENCY = 16;

/** Runs `work` on every item, at most `concurrency` at a time. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * Deliveries running at once in the background: a publication to many followers records a batch of a thousand
 * at a time, and each would otherwise start its pushes together with the others.
 */
const DELIVERIES_AT_ONCE = 4;

/** Runs the tasks given to it, at most `concurrency` at a time, in the order given. */
function limited(concurrency: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** Waits before the second and third try of a push the service could not take (429, 5xx, no answer). */
const PUSH_RETRY_DELAYS_MS = [1_000, 5_000];

/**
 * The channels beyond the app (docs/decisions/067): each notification queued for the member's email digest and
 * pushed to their devices, as their settings say, and the digest sweeps.
 */
export function createDeliveries(deps: DeliveryDependencies) {
  const digestDeps: DigestDependencies = {
    db: deps.db,
    mailer: deps.mailer,
    tokens: deps.tokens,
    baseUrl: deps.baseUrl,
    intervalMs: deps.digest.intervalMs,
    log: deps.log,
  };

  /** One device: a gone subscription is forgotten, a busy or failing service tried twice more, then let be. */
  async function pushOnce(target: PushTarget, message: PushMessage): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const outcome = await deps.push.send(target, message).catch(() => undefined);
      if (outcome?.gone) return forgetPushEndpoint(deps.db, target.endpoint);
      if (outcome && outcome.status < 400) return;
      const retryable = !outcome || outcome.status === 429 || outcome.status >= 500;
      const delay = PUSH_RETRY_DELAYS_MS[attempt];
      if (!retryable || delay === undefined) {
        deps.log.warn({ status: outcome?.status ?? null }, "A push service did not take a notification");
        return;
      }
      await sleep(delay);
    }
  }

  async function pushToDevices(userIds: string[], notice: Notice): Promise<void> {
    if (userIds.length === 0) return;
    const message = { title: notice.title, body: notice.body ?? "", url: notice.url };
    await eachLimited(await pushTargetsOf(deps.db, userIds), PUSH_CONCURRENCY, (target) =>
      pushOnce(target, message),
    );
  }

  /**
   * Email (the next digest) and push for one notification, to each member as they chose; resolves once the
   * push services answered.
   */
  const inFlight = new Set<Promise<unknown>>();
  const later = limited(DELIVERIES_AT_ONCE);

  /** Push to the members' devices after the request that made the notification, a few deliveries at a time. */
  function pushLater(userIds: string[], notice: Notice): void {
    if (userIds.length === 0) return;
    const run: Promise<unknown> = later(() => pushToDevices(userIds, notice))
      .catch((error: unknown) => deps.log.error({ err: error }, "A notification could not be pushed"))
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  }

  /**
   * One notification to each member as they chose: queued for their digest at once (with the write that made
   * it), pushed to their devices in the background.
   */
  async function deliver(userIds: string[], notice: Notice): Promise<void> {
    if (userIds.length === 0) return;
    const channels = await channelsOfMembers(deps.db, userIds, notice.topic);
    const wanting = (channel: "email" | "push") =>
      userIds.filter((userId) => {
        const chosen = channels.get(userId);
        return chosen?.inApp === true && chosen[channel];
      });
    await queueDigestEntries(deps.db, wanting("email"), {
      key: notice.key,
      topic: notice.topic,
      text: notice.body ? `${notice.title}: ${notice.body}` : notice.title,
      url: notice.url,
    });
    pushLater(wanting("push"), notice);
  }

  let sweeping: Promise<number> | undefined;
  const sweep = () => {
    sweeping ??= sendDueDigests(digestDeps).finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  };

  return {
    pushPublicKey: deps.push.publicKey,
    pushOrigins: deps.pushOrigins,
    tokens: deps.tokens,
    deliver,
    /** A notification just recorded (notifications' `whenRecorded`), delivered as its members' list shows it. */
    async deliverRecorded(userIds: string[], event: NotificationEvent): Promise<void> {
      const [first] = userIds;
      const item = first ? await notificationOf(deps.db, first, event.groupKey) : undefined;
      if (item) await deliver(userIds, noticeOf(item));
    },
    /** Resolves once every push started so far has been answered (shutdown, tests). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    /** Mails the digests that are due at `now`; resolves with how many went. */
    sendDueDigests: (now?: Date) => sendDueDigests(digestDeps, now),
    /** Sweeps for due digests every EMAIL_DIGEST_SWEEP_SECONDS until stopped. */
    startDigestSweeps(): () => Promise<void> {
      if (deps.digest.sweepMs === 0) return async () => {};
      const timer = setInterval(() => {
        sweep().catch((error: unknown) => deps.log.error({ err: error }, "The digest sweep failed"));
      }, deps.digest.sweepMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await sweeping?.catch(() => undefined);
      };
    },
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
