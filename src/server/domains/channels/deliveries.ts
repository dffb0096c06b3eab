import { setTimeout as sleep } from "node:timers/promises";
import type { ChannelSwitches, NotificationTopic } from "../../../shared/notification-channels";
import type { Database } from "../../infrastructure/db/client";
import type { Mailer } from "../../infrastructure/mail/mailer";
import type { PushMessage, PushSender, PushTarget } from "../../infrastructure/push/web-push";
import { type DigestDependencies, sendDueDigests } from "./digest";
import { forgetPushEndpoint, queueDigestEntry } from "./mutations";
import { pushTargetsOf } from "./repository";
import { channelsFor } from "./service";
import type { UnsubscribeTokens } from "./unsubscribe-token";

/** One notification for one member, as the channels carry it: `url` is the app's path it opens. */
export type Notice = {
  userId: string;
  topic: NotificationTopic;
  /** The notification's identity: a batched notification that grows keeps its key. */
  key: string;
  title: string;
  body?: string;
  url: string;
};

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

  async function pushOnce(target: PushTarget, message: PushMessage): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      const outcome = await deps.push.send(target, message).catch(() => undefined);
      if (outcome?.gone) {
        await forgetPushEndpoint(deps.db, target.endpoint);
        return false;
      }
      if (outcome && outcome.status < 400) return true;
      const retryable = !outcome || outcome.status === 429 || outcome.status >= 500;
      const delay = PUSH_RETRY_DELAYS_MS[attempt];
      if (!retryable || delay === undefined) {
        deps.log.warn({ status: outcome?.status ?? null }, "A push service did not take a notification");
        return false;
      }
      await sleep(delay);
    }
  }

  async function pushToDevices(notice: Notice): Promise<number> {
    const message = { title: notice.title, body: notice.body ?? "", url: notice.url };
    const targets = await pushTargetsOf(deps.db, notice.userId);
    const delivered = await Promise.all(targets.map((target) => pushOnce(target, message)));
    return delivered.filter(Boolean).length;
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
    /**
     * Email (the next digest) and push for one notification, as the member chose; resolves with their channels
     * once the pushes are answered, so that the caller also knows whether to show it in the app.
     */
    async deliver(notice: Notice): Promise<ChannelSwitches> {
      const channels = await channelsFor(deps.db, notice.userId, notice.topic);
      if (channels.email)
        await queueDigestEntry(deps.db, {
          userId: notice.userId,
          key: notice.key,
          topic: notice.topic,
          text: notice.body ? `${notice.title}: ${notice.body}` : notice.title,
          url: notice.url,
        });
      if (channels.push) await pushToDevices(notice);
      return channels;
    },
    /** Mails the digests that are due now; resolves with how many went. */
    sendDueDigests: sweep,
    /** Sweeps for due digests every EMAIL_DIGEST_SWEEP_SECONDS until stopped. */
    startDigestSweeps(): () => Promise<void> {
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
