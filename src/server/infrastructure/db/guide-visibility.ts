import { eq, or, type SQL } from "drizzle-orm";
import type { Bound } from "./prepared";
import { guides } from "./schema";

/**
 * The one rule for who sees a guide (docs/product.md §4 Drafts): published guides for everyone, drafts for their
 * creator only. Every statement that reads guides for a person applies it; lists that never show drafts (feeds,
 * saved lists) pass no viewer.
 */
export function publishedOr(viewerId: Bound<string> | undefined): SQL {
  const published = eq(guides.status, "published");
  return viewerId ? (or(published, eq(guides.createdBy, viewerId)) as SQL) : published;
}
