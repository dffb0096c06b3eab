import { AVATAR_MAX_BYTES, MAX_PAGE_SIZE } from "../../../shared/limits";
import { ACCOUNT_MESSAGES } from "../../../shared/messages";
import type { Me, ProfileUpdate } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { sqlStateOf } from "../../infrastructure/db/unavailable";
import { ConflictError, NotFoundError } from "../../infrastructure/errors";
import { storageKeys } from "../../infrastructure/storage/keys";
import type { FileStorage } from "../../infrastructure/storage/storage";
import { type IncomingImage, withStoredImages } from "../../infrastructure/storage/upload-pipeline";
import { listGuideCards } from "../guides/repository";
import { replaceAvatar, updateProfile } from "./mutations";
import { findUserById, findUserByUsername, isUsernameTakenByOther, toMe, toProfile } from "./repository";

const usernameTaken = () =>
  new ConflictError("USERNAME_TAKEN", ACCOUNT_MESSAGES.usernameTaken, {
    username: [ACCOUNT_MESSAGES.usernameTaken],
  });

/**
 * A public profile with the person's published guides, newest first; "@name" finds "name". The person's drafts
 * come only to the person (docs/product.md §4 Drafts), for the profile's Drafts section.
 */
export async function getProfilePage(db: Database, username: string, viewerId?: string) {
  const user = await findUserByUsername(db, username.replace(/^@/, ""));
  if (!user) throw new NotFoundError(ACCOUNT_MESSAGES.profileNotFoundTitle);
  const filter = { createdBy: user.id, limit: MAX_PAGE_SIZE * 4, viewerId };
  const [guides, drafts] = await Promise.all([
    listGuideCards(db, filter),
    viewerId === user.id ? listGuideCards(db, { ...filter, status: "draft" }) : [],
  ]);
  return { profile: toProfile(user), guides, drafts };
}

export async function getMe(db: Database, userId: string): Promise<Me> {
  const user = await findUserById(db, userId);
  if (!user) throw new NotFoundError(ACCOUNT_MESSAGES.profileNotFoundTitle);
  return toMe(user);
}

export async function changeProfile(db: Database, userId: string, changes: ProfileUpdate): Promise<Me> {
  const { firstName, lastName, username } = changes;
  if (await isUsernameTakenByOther(db, username, userId)) throw usernameTaken();
  const user = await updateProfile(db, userId, { firstName, lastName: lastName || null, username }).catch(
    (error: unknown) => {
      // Another account took the name between the check above and this write.
      if (sqlStateOf(error) === "23505") throw usernameTaken();
      throw error;
    },
  );
  return toMe(user);
}

export async function changeAvatar(
  { db, storage }: { db: Database; storage: FileStorage },
  userId: string,
  upload: IncomingImage,
): Promise<Me> {
  await withStoredImages(
    storage,
    [{ key: storageKeys.newAvatar(userId), data: upload.data }],
    { maxBytes: AVATAR_MAX_BYTES, field: "avatar" },
    async ([key = ""]) => {
      const previous = await replaceAvatar(db, userId, key);
      // Only this user's own earlier upload: never files a stray or crafted key names.
      return {
        result: undefined,
        replaced: previous && storageKeys.isOwnAvatar(userId, previous) ? [previous] : [],
      };
    },
  );
  return getMe(db, userId);
}
