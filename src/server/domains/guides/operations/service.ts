import { CATEGORY_KEYS } from "../../../../shared/categories";
import { GUIDE_MEMBER_MESSAGES } from "../../../../shared/guide-members";
import {
  applyGuideOperations,
  type GuideConflict,
  type GuideContent,
  guideOperationsBetween,
} from "../../../../shared/guide-operations";
import type { GuideDetail, GuideInput, GuideOperation } from "../../../../shared/schemas";
import { ConflictError, type ErrorDetails, ForbiddenError } from "../../../infrastructure/errors";
import type { IncomingImage } from "../../../infrastructure/storage/upload-pipeline";
import type { SessionUser } from "../../auth/session";
import { notifyFollowersOfPublication, notifyGuideOwner } from "../../notifications/service";
import { updateGuide, withGuideLocked } from "../mutations";
import { assertCanChangeGuide, type GuideAccess } from "../permissions";
import { assertGuidePlacesFit } from "../place-rules";
import { checkedGuideInput, type GuideStore, getGuide, guideInputOf, writeWithCover } from "../service";

/** The texts someone else changed meanwhile, by the field the form shows them at, each with the stored text. */
export class GuideEditConflictError extends ConflictError {
  constructor(conflicts: GuideConflict[]) {
    const details: ErrorDetails = Object.fromEntries(
      conflicts.map((conflict) => [
        conflict.field === "note" ? `notes.${conflict.placeId}` : conflict.field,
        conflict.current === null ? [] : [conflict.current],
      ]),
    );
    super("GUIDE_EDIT_CONFLICT", GUIDE_MEMBER_MESSAGES.editConflict, details);
  }
}

/** What operations work on, from a guide as stored or as a form sends it. */
export const contentOf = (guide: Pick<GuideInput, "name" | "introduction" | "places" | "notes">) => ({
  name: guide.name,
  introduction: guide.introduction ?? "",
  places: guide.places,
  notes: guide.notes,
});

/** An editor changes a guide's content; its city and whether it is published stay the owner's (decision 057). */
function assertEditorKeepsOwnersPart(
  access: GuideAccess,
  input: Pick<GuideInput, "cityId" | "status">,
): void {
  if (access.role === "owner") return;
  if (input.cityId !== access.cityId)
    throw new ForbiddenError(GUIDE_MEMBER_MESSAGES.ownerMovesCity, "NOT_OWNER");
  if ((input.status ?? "published") !== access.status)
    throw new ForbiddenError(GUIDE_MEMBER_MESSAGES.ownerPublishes, "NOT_OWNER");
}

type Change = {
  /** The operations, or how to make them from the guide as stored once it is locked. */
  operations: GuideOperation[] | ((stored: GuideDetail) => GuideOperation[]);
  /** The owner's part, when the change moves or publishes the guide; the stored one otherwise. */
  cityId?: string;
  status?: GuideDetail["status"];
  cover?: IncomingImage;
};

/**
 * The one way a guide's content changes (docs/decisions/058): with the guide locked, its operations are applied
 * to it as stored, each on top of every change committed before, so changes made at once by several members all
 * land; a text someone changed meanwhile refuses the whole change with theirs. The result is held to every rule
 * the form holds a guide to before it is written. Owner and editors only, editors within their part.
 */
export async function changeGuide(
  { db, storage, jobs }: GuideStore,
  user: SessionUser,
  id: string,
  change: Change,
): Promise<GuideDetail> {
  const access = await assertCanChangeGuide(db, id, user, "edit");
  const cityId = change.cityId ?? access.cityId;
  const status = change.status ?? (access.status as GuideDetail["status"]);
  assertEditorKeepsOwnersPart(access, { cityId, status });
  let added: string[] = [];
  await writeWithCover(storage, id, change.cover, (coverKey) =>
    withGuideLocked(db, id, async (tx) => {
      // Checked again under the lock: a member removed, or the guide deleted, meanwhile changes nothing.
      await assertCanChangeGuide(tx, id, user, "edit");
      const stored = await getGuide(tx, id, user.id);
      const operations =
        typeof change.operations === "function" ? change.operations(stored) : change.operations;
      const current = guideInputOf(stored, stored.status);
      const { content, conflicts } = applyGuideOperations(contentOf(current), operations);
      if (conflicts.length > 0) throw new GuideEditConflictError(conflicts);
      const input = checkedGuideInput({ ...content, cityId, status });
      const before = placesOf(current);
      await assertGuidePlacesFit(tx, input, user.id, before);
      const replaced = await updateGuide(tx, id, { ...input, coverKey, actorId: user.id });
      added = [...placesOf(input)].filter((placeId) => !before.has(placeId));
      // Followers are told by a job added with the publication: the request does not wait for them.
      if (stored.status === "draft" && input.status === "published")
        await notifyFollowersOfPublication(jobs, tx, id);
      return replaced;
    }),
  );
  // Told once the change is committed: the owner of what a member added.
  if (access.role !== "owner" && added.length > 0)
    await notifyGuideOwner(db, id, "placesAdded", user.id, added);
  return getGuide(db, id, user.id);
}

const placesOf = (content: Pick<GuideContent, "places">) =>
  new Set(CATEGORY_KEYS.flatMap((key) => content.places[key]));

/**
 * The guide form's save (PUT): the whole guide as its writer left it, and `base`, the guide as they loaded it.
 * What they changed since `base` is applied as operations on top of what others changed meanwhile; without a
 * base (an API client that sends the whole guide), the guide becomes exactly what was sent. A guide moved to
 * another city has all new places, so it is replaced whole too.
 */
export function replaceGuide(
  store: GuideStore,
  user: SessionUser,
  id: string,
  input: GuideInput,
  options: { base?: GuideContent; cover?: IncomingImage } = {},
): Promise<GuideDetail> {
  return changeGuide(store, user, id, {
    operations: (stored) => {
      const base = options.base && input.cityId === stored.cityId ? options.base : undefined;
      return guideOperationsBetween(base ?? contentOf(guideInputOf(stored, stored.status)), contentOf(input));
    },
    cityId: input.cityId,
    status: input.status,
    cover: options.cover,
  });
}

/** Operations sent as such (the API's operations route, an assistant's tools). */
export const applyOperations = (
  store: GuideStore,
  user: SessionUser,
  id: string,
  operations: Change["operations"],
): Promise<GuideDetail> => changeGuide(store, user, id, { operations });
