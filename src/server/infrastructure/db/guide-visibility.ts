import { and, eq, exists, or, type SQL, sql } from "drizzle-orm";
import type { Bound } from "./prepared";
import { guideMembers, guides } from "./schema";

/** Whether the viewer is a member (editor or viewer) of the guide of the statement's row. */
export function isMemberOf(viewerId: Bound<string>): SQL {
  // Spelled with its table: a single-table select leaves its columns unqualified, which here would mean guide_members'.
  const rowGuide = sql`${guides}.${sql.identifier("id")}`;
  return exists(
    sql`(select 1 from ${guideMembers} where ${and(eq(guideMembers.guideId, rowGuide), eq(guideMembers.userId, viewerId))})`,
  );
}

/**
 * The one rule for who sees a guide (docs/product.md §4 Drafts, docs/decisions/057): published guides for
 * everyone, drafts for their owner and members only. Every statement that reads guides for a person applies it;
 * lists that never show drafts (feeds, saved lists) pass no viewer.
 */
export function publishedOr(viewerId: Bound<string> | undefined): SQL {
  const published = eq(guides.status, "published");
  return viewerId ? (or(published, eq(guides.createdBy, viewerId), isMemberOf(viewerId)) as SQL) : published;
}
