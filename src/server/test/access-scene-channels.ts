import { and, asc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { notificationPreferences, pushSubscriptions } from "../infrastructure/db/schema";
import type { TestAccount } from "./accounts";
import type { TestApp } from "./app";
import { browserKeys } from "./push-service";

/** What of an access-matrix scene the notification channels' resources need (access-scene.ts's AccessScene). */
type Scene = { t: TestApp; owner: TestAccount; n: number; resource(name: string): Promise<string> };

/**
 * The matrix's push service: a loopback port nothing listens on (MATRIX_PUSH_ORIGIN in the matrix's settings), so
 * that a notification the matrix makes is never pushed beyond this machine.
 */
export const MATRIX_PUSH_ORIGIN = "http://127.0.0.1:9";
const pushEndpoint = (n: number) => `${MATRIX_PUSH_ORIGIN}/push/matrix-${n}`;

/** The owner's unsubscribe link and push device the channels' part of the matrix starts from. */
export const CHANNEL_RESOURCES = {
  /**
   * The token of the owner's link to stop invitation emails, their invitations back to the defaults (email on)
   * first, so that every caller's one-click POST has something to change.
   */
  ownerUnsubscribeToken: async ({ t, owner }: Scene) => {
    await t.db
      .delete(notificationPreferences)
      .where(
        and(eq(notificationPreferences.userId, owner.id), eq(notificationPreferences.topic, "invitations")),
      );
    return t.app.deliveries.tokens.sign(owner.id, "invitations");
  },
  /** A device the owner has push on for, by its endpoint. */
  ownerPushEndpoint: async ({ t, owner, n }: Scene) => {
    const { p256dh, auth } = browserKeys().json;
    await t.db
      .insert(pushSubscriptions)
      .values({ userId: owner.id, endpoint: pushEndpoint(n), p256dh, auth });
    return pushEndpoint(n);
  },
};

type Payload = Pick<InjectOptions, "payload" | "headers">;

export const CHANNEL_BODIES: Record<
  "settingsChange" | "pushSubscription" | "oneClick",
  (scene: Scene) => Promise<Payload>
> = {
  settingsChange: async () => ({ payload: { topics: { saves: { push: true } } } }),
  pushSubscription: async ({ n }: Scene) => ({
    payload: { endpoint: pushEndpoint(n), expirationTime: null, keys: browserKeys().json },
  }),
  oneClick: async () => ({
    payload: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  }),
};

/** What the channels' writes may change: the owner's settings and push devices. */
export const CHANNEL_PROBES = {
  ownerChannels: async ({ t, owner }: Scene) => ({
    settings: await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, owner.id))
      .orderBy(asc(notificationPreferences.topic)),
    devices: await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.id))
      .orderBy(asc(pushSubscriptions.endpoint)),
  }),
};
