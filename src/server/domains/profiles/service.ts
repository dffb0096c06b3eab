import { AVATAR_MAX_BYTES, PROFILE_GUIDES_PAGE_SIZE } from "../../../shared/limits";
import { ACCOUNT_MESSAGES } from "../../../shared/messages";
import type { DraftPage, GuidePage, Me, ProfilePage, ProfileUpdate } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { decodeCursor, toPage } from "../../infrastructure/db/keyset-pages";
import { sqlStateOf } from "../../infrastructure/db/unavailable";
import { ConflictError, NotFoundError } from "../../infrastructure/errors";
import { storageKeys } from "../../infrastructure/storage/keys";
import type { FileStorage } from "../../infrastructure/storage/storage";
import { type IncomingImage, withStoredImages } from "../../infrastructure/storage/upload-pipeline";
import { listMemberGuideCards } from "../guides/members/repository";
import { type GuideListFilter, listDraftCards, listGuideCards } from "../guides/repository";
import { replaceAvatar, updateProfile } from "./mutations";
import { findUserById, findUserByUsername, isUsernameTakenByOther, toMe, toProfile } from "./repository";

const usernameTaken = () =>
  new ConflictError("USERNAME_TAKEN", ACCOUNT_MESSAGES.usernameTaken, {
    username: [ACCOUNT_MESSAGES.usernameTaken],
  });

type PageRequest = { limit?: number; cursor?: string };

const NO_DRAFTS: DraftPage = { items: [], nextCursor: null };

async function guidePage(db: Database, filter: GuideListFilter): Promise<GuidePage> {
  return toPage(await listGuideCards(db, filter), filter.limit);
}

async function draftPage(
  db: Database,
  creatorId: string,
  limit: number,
  cursor?: string,
): Promise<DraftPage> {
  return toPage(await listDraftCards(db, creatorId, { limit, cursor: decodeCursor(cursor) }), limit);
}

/** The guides the person makes with others that the viewer may see (docs/decisions/057): "With others". */
async function withOthersPage(
  db: Database,
  memberId: string,
  viewerId: string | undefined,
  limit: number,
  cursor?: string,
): Promise<GuidePage> {
  const page = { limit, cursor: decodeCursor(cursor) };
  return toPage(await listMemberGuideCards(db, memberId, viewerId, page), limit);
}

/** "@name" finds "name". */
async function profileUser(db: Database, username: string) {
  const user = await findUserByUsername(db, username.replace(/^@/, ""));
  if (!user) throw new NotFoundError(ACCOUNT_MESSAGES.profileNotFoundTitle);
  return user;
}

/**
 * A public profile with the first page of the person's published guides, newest first. The first page of the
 * person's drafts comes only to the person (docs/product.md §4 Drafts), for the profile's Drafts section, and the
 * first page of the guides they make with others; the rest of each list comes a page at a time from its cursor.
 */
export async function getProfilePage(
  db: Database,
  username: string,
  viewerId?: string,
): Promise<ProfilePage> {
  const user = await profileUser(db, username);
  const filter = { createdBy: user.id, limit: PROFILE_GUIDES_PAGE_SIZE, viewerId };
  const [guides, drafts, withOthers] = await Promise.all([
    guidePage(db, filter),
    viewerId === user.id ? draftPage(db, user.id, PROFILE_GUIDES_PAGE_SIZE) : NO_DRAFTS,
    withOthersPage(db, user.id, viewerId, PROFILE_GUIDES_PAGE_SIZE),
  ]);
  return {
    profile: toProfile(user),
    guides: guides.items,
    guidesNextCursor: guides.nextCursor,
    drafts: drafts.items,
    draftsNextCursor: drafts.nextCursor,
    withOthers: withOthers.items,
    withOthersNextCursor: withOthers.nextCursor,
  };
}

/** The guides the person makes with others, as the viewer may see them, a page at a time: 'Show more'. */
export async function profileWithOthersPage(
  db: Database,
  username: string,
  request: PageRequest,
  viewerId?: string,
): Promise<GuidePage> {
  const user = await profileUser(db, username);
  return withOthersPage(db, user.id, viewerId, request.limit ?? PROFILE_GUIDES_PAGE_SIZE, request.cursor);
}

/** The person's published guides, newest first, a page at a time: the profile's 'Show more guides'. */
export async function profileGuidesPage(
  db: Database,
  username: string,
  request: PageRequest,
  viewerId?: string,
): Promise<GuidePage> {
  const user = await profileUser(db, username);
  const limit = request.limit ?? PROFILE_GUIDES_PAGE_SIZE;
  return guidePage(db, { createdBy: user.id, limit, cursor: decodeCursor(request.cursor), viewerId });
}

/** The signed-in user's own drafts, newest first, a page at a time: the profile's 'Show more drafts'. */
export async function ownDraftsPage(db: Database, userId: string, request: PageRequest): Promise<DraftPage> {
  return draftPage(db, userId, request.limit ?? PROFILE_GUIDES_PAGE_SIZE, request.cursor);
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
