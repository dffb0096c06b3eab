import { API_ERRORS } from "../../../shared/messages";
import type { Database } from "../../infrastructure/db/client";
import { NotFoundError } from "../../infrastructure/errors";
import type { SessionUser } from "../auth/session";
import { republishGuideRow, unpublishGuideRow, withGuideLocked } from "./mutations";
import { assertGuidePlacesFit } from "./place-rules";
import { findModeratedGuideCreator } from "./repository";
import { checkedGuideInput, getGuide, guideInputOf } from "./service";

/**
 * An admin takes any published guide back to its creator's drafts, with a reason the creator reads on it
 * (docs/product.md §4 Moderation); recorded with who and when. A draft, or no guide, is not found: drafts
 * are their creators' alone.
 */
export async function unpublishGuide(db: Database, admin: SessionUser, id: string, reason: string) {
  if (!(await unpublishGuideRow(db, id, admin.id, reason))) throw new NotFoundError(API_ERRORS.guideNotFound);
}

/**
 * An admin publishes back a guide an admin unpublished, as it is stored and under every rule of publishing (its
 * creator may have changed it meanwhile). Any other guide, a creator's own draft included, is not found.
 */
export async function republishGuide(db: Database, admin: SessionUser, id: string) {
  await withGuideLocked(db, id, async (tx) => {
    const creatorId = await findModeratedGuideCreator(tx, id);
    if (!creatorId) throw new NotFoundError(API_ERRORS.guideNotFound);
    const input = checkedGuideInput(guideInputOf(await getGuide(tx, id, creatorId), "published"));
    await assertGuidePlacesFit(tx, input, creatorId);
    await republishGuideRow(tx, id, admin.id);
  });
}
