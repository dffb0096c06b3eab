import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_TOPICS, type NotificationTopic } from "../../../shared/notification-channels";

/** What a link unsubscribes from: one topic's email, or every email. */
export type UnsubscribeScope = NotificationTopic | "all";

const isScope = (value: string): value is UnsubscribeScope =>
  value === "all" || (NOTIFICATION_TOPICS as readonly string[]).includes(value);

/**
 * One-click unsubscribe tokens (docs/decisions/067): `<user id, base64url>.<topic or all>.<HMAC-SHA256>`, signed
 * with a key drawn from the auth secret, so that a link works without a session and without a lookup, on every
 * node sharing the secret, and only for the person and topic it was made for. They do not expire: an
 * unsubscribe link in an old mail must still work.
 */
export function unsubscribeTokens(authSecret: string) {
  const key = createHmac("sha256", authSecret).update("cityguides unsubscribe v1").digest();
  const signature = (userId: string, scope: UnsubscribeScope) =>
    createHmac("sha256", key).update(`${userId}\n${scope}`).digest();
  return {
    sign(userId: string, scope: UnsubscribeScope): string {
      const id = Buffer.from(userId).toString("base64url");
      return `${id}.${scope}.${signature(userId, scope).toString("base64url")}`;
    },
    /** The person and scope a token stands for, or null when it is not one we signed. */
    verify(token: string): { userId: string; scope: UnsubscribeScope } | null {
      const [id, scope, mac, ...rest] = token.split(".");
      if (!id || !scope || !mac || rest.length > 0 || !isScope(scope)) return null;
      const userId = Buffer.from(id, "base64url").toString();
      // base64url decoding forgives stray characters and spare bits: both parts must be spelt as we spell them.
      if (Buffer.from(userId).toString("base64url") !== id) return null;
      const given = Buffer.from(mac);
      const expected = Buffer.from(signature(userId, scope).toString("base64url"));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, scope };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
