import { API_ERRORS, GUIDE_MESSAGES } from "../../../shared/messages";
import type { Database } from "../../infrastructure/db/client";
import { ForbiddenError, NotFoundError } from "../../infrastructure/errors";
import type { SessionUser } from "../auth/session";
import { findGuideOwnership } from "./repository";

/** Only a guide's creator changes it, and nobody changes a demo guide (docs/product.md §6). Answers the guide's ownership row. */
export async function assertCanChangeGuide(db: Database, guideId: string, user: SessionUser) {
  const guide = await findGuideOwnership(db, guideId);
  // Someone else's draft does not exist for them (docs/product.md §4 Drafts).
  if (!guide || (guide.status === "draft" && guide.createdBy !== user.id))
    throw new NotFoundError(API_ERRORS.guideNotFound);
  if (guide.isDemo) throw new ForbiddenError(GUIDE_MESSAGES.demoGuideReadOnly, "DEMO_GUIDE");
  if (guide.createdBy !== user.id) throw new ForbiddenError(GUIDE_MESSAGES.notOwner, "NOT_OWNER");
  return guide;
}
