import { API_ERRORS, GUIDE_MESSAGES } from "../../shared/messages";
import type { SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import { HttpError, notFound } from "../http/errors";
import { findGuideOwnership } from "./mutations";

/** Only a guide's creator changes it, and nobody changes a demo guide (spec §6). Answers the guide's ownership row. */
export async function assertCanChangeGuide(db: Database, guideId: string, user: SessionUser) {
  const guide = await findGuideOwnership(db, guideId);
  if (!guide) throw notFound(API_ERRORS.guideNotFound);
  if (guide.isDemo) throw new HttpError(403, "DEMO_GUIDE", GUIDE_MESSAGES.demoGuideReadOnly);
  if (guide.createdBy !== user.id) throw new HttpError(403, "NOT_OWNER", GUIDE_MESSAGES.notOwner);
  return guide;
}
