import { API_ERRORS } from "../../../shared/messages";
import type { Database } from "../../infrastructure/db/client";
import { NotFoundError } from "../../infrastructure/errors";
import type { SessionUser } from "../auth/session";
import { unpublishGuideRow } from "./mutations";

/**
 * An admin takes any published guide back to its creator's drafts, with a reason the creator reads on it
 * (docs/product.md §2 Admin dashboard); recorded with who and when. A draft, or no guide, is not found: drafts
 * are their creators' alone.
 */
export async function unpublishGuide(db: Database, admin: SessionUser, id: string, reason: string) {
  if (!(await unpublishGuideRow(db, id, admin.id, reason))) throw new NotFoundError(API_ERRORS.guideNotFound);
}
