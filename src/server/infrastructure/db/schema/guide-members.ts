import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { GUIDE_COMMENT_MAX_LENGTH } from "../../../../shared/limits";
import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { guides } from "./guides";
import { places } from "./places";

const roleCheck = (column: unknown) => sql`${column} in ('editor', 'viewer')`;

/**
 * Who makes a guide with its owner (docs/decisions/057): editors change its content, viewers see it (a draft
 * too), react and comment. The owner is the guide's `created_by` and never a row here.
 */
export const guideMembers = pgTable(
  "guide_members",
  {
    guideId: uuid()
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text().notNull(),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guideId, t.userId] }),
    check("guide_members_role_check", roleCheck(t.role)),
    index("guide_members_user_idx").on(t.userId, t.joinedAt),
  ],
);

/**
 * An open invitation: a link (only its token's SHA-256 is kept, as for API tokens) or a named user, who accepts
 * or declines it from their invitations. Revoked or used-up links stay until they expire, for the owner's list.
 */
export const guideInvites = pgTable(
  "guide_invites",
  {
    id: uuid().primaryKey().defaultRandom(),
    guideId: uuid()
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    role: text().notNull(),
    /** Hex SHA-256 of a link's token; null for an invitation to a named user. */
    tokenHash: text().unique(),
    /** The invited user, for an invitation by username; null for a link. */
    inviteeId: text().references(() => users.id, { onDelete: "cascade" }),
    invitedBy: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    singleUse: boolean().notNull().default(false),
    uses: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    revokedAt: timestamp({ withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [
    check("guide_invites_role_check", roleCheck(t.role)),
    check("guide_invites_kind_check", sql`(${t.tokenHash} is null) <> (${t.inviteeId} is null)`),
    index("guide_invites_guide_idx").on(t.guideId, t.createdAt),
    // Null for links, so only invitations to a named user are one per guide and user.
    uniqueIndex("guide_invites_invitee_unique").on(t.guideId, t.inviteeId),
    index("guide_invites_invitee_idx").on(t.inviteeId),
  ],
);

/** A member's 👍 or 👎 on a place of a guide: one each, changeable. */
export const placeReactions = pgTable(
  "place_reactions",
  {
    guideId: uuid()
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    placeId: uuid()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guideId, t.placeId, t.userId] }),
    check("place_reactions_kind_check", sql`${t.kind} in ('up', 'down')`),
  ],
);

/** A member's short comment on a place of a guide. */
export const placeComments = pgTable(
  "place_comments",
  {
    id: uuid().primaryKey().defaultRandom(),
    guideId: uuid()
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    placeId: uuid()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "place_comments_body_length_check",
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(GUIDE_COMMENT_MAX_LENGTH))}`,
    ),
    index("place_comments_place_idx").on(t.guideId, t.placeId, t.createdAt, t.id),
  ],
);
