import { z } from "zod";
import { MAX_PAGE_SIZE } from "../limits";
import { NOTIFICATION_KINDS } from "../notifications";
import { creatorSchema } from "./guides";

/** Actors a notification names: the newest; `actorCount` says how many there were. */
export const NOTIFICATION_ACTORS_SHOWN = 3;

/**
 * One notification (docs/decisions/065): one event, or a batch of them ("3 people saved Barcelona by Jordi
 * today"), with what its sentence and link need.
 */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** When its newest event happened. */
  at: z.string(),
  read: z.boolean(),
  /** Distinct events of the batch: savers, places added, reactions. */
  count: z.number().int().min(1),
  actors: z.array(creatorSchema).max(NOTIFICATION_ACTORS_SHOWN),
  actorCount: z.number().int().min(0),
  guide: z.object({ id: z.uuid(), name: z.string(), location: z.string() }).nullable(),
  place: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** A moderator's reason: why a suggestion was not accepted, or a guide unpublished. */
  reason: z.string().nullable(),
  /** An invitation's role. */
  role: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationPageSchema = unreadCountSchema.extend({
  items: z.array(notificationSchema).max(MAX_PAGE_SIZE),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
