import { z } from "zod";
import { DELIVERY_LIMITS, NOTIFICATION_TOPICS, type NotificationTopic } from "../notification-channels";

const switchesSchema = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });
const switchChangesSchema = switchesSchema.partial().strict();

const everyTopic = <Schema extends z.ZodType>(schema: Schema) =>
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, schema])) as Record<
    NotificationTopic,
    Schema
  >;

/** A member's channels for every topic of the settings matrix (docs/decisions/067). */
export const notificationSettingsSchema = z.object({ topics: z.object(everyTopic(switchesSchema)) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Only the switches that change; the others keep what they were. */
export const notificationSettingsChangeSchema = z
  .object({ topics: z.object(everyTopic(switchChangesSchema)).partial().strict() })
  .strict();
export type NotificationSettingsChange = z.infer<typeof notificationSettingsChangeSchema>;

/** The server's VAPID public key (base64url), which a browser subscribes to push with. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, "base64url");

const endpointSchema = z.url({ protocol: /^https?$/ }).max(DELIVERY_LIMITS.endpointMax);

/** A browser's PushSubscription, as its toJSON() gives it. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: endpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        /** The browser's P-256 public key, uncompressed (65 bytes: 87 characters). */
        p256dh: base64url.min(80).max(100),
        /** The 16-byte authentication secret (22 characters). */
        auth: base64url.min(16).max(32),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: endpointSchema });

export const pushDevicesSchema = z.object({ devices: z.number().int().min(0) });

/** An unsubscribe link's query: the signed token is all it needs (no session). */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(300) });
