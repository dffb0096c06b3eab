import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AVATAR_MAX_BYTES, MAX_PAGE_SIZE } from "../../shared/limits";
import { ACCOUNT_MESSAGES } from "../../shared/messages";
import {
  apiErrorSchema,
  guideCardSchema,
  meSchema,
  profileSchema,
  profileUpdateSchema,
} from "../../shared/schemas";
import { requireUser } from "../auth/session";
import { sqlStateOf } from "../db/unavailable";
import { ConflictError, NotFoundError } from "../errors";
import { listGuideCards } from "../guides/repository";
import { uploadRateLimit } from "../http/upload-limit";
import { readUpload } from "../http/uploads";
import { storageKeys } from "../storage/keys";
import { withStoredImages } from "../storage/upload-pipeline";
import { replaceAvatar, updateProfile } from "./mutations";
import { findUserById, findUserByUsername, isUsernameTakenByOther, toMe, toProfile } from "./repository";

const profilePageSchema = z.object({ profile: profileSchema, guides: z.array(guideCardSchema) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

const usernameTaken = () =>
  new ConflictError("USERNAME_TAKEN", ACCOUNT_MESSAGES.usernameTaken, {
    username: [ACCOUNT_MESSAGES.usernameTaken],
  });

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/profiles/:username",
    {
      schema: {
        tags: ["profiles"],
        summary: "A public profile with the person's guides, newest first",
        params: z.object({ username: z.string().min(1).max(40) }),
        response: { 200: profilePageSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await findUserByUsername(app.db, request.params.username.replace(/^@/, ""));
      if (!user) throw new NotFoundError(ACCOUNT_MESSAGES.profileNotFoundTitle);
      const viewer = await request.currentUser();
      const guides = await listGuideCards(app.db, {
        createdBy: user.id,
        limit: MAX_PAGE_SIZE * 4,
        viewerId: viewer?.id,
      });
      return { profile: toProfile(user), guides };
    },
  );

  app.get(
    "/me",
    {
      schema: {
        tags: ["profiles"],
        summary: "The signed-in user's own profile",
        response: { 200: meSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = await requireUser(request);
      const user = await findUserById(app.db, id);
      if (!user) throw new NotFoundError(ACCOUNT_MESSAGES.profileNotFoundTitle);
      return toMe(user);
    },
  );

  app.patch(
    "/me",
    {
      schema: {
        tags: ["profiles"],
        summary: "Change the signed-in user's names and username",
        body: profileUpdateSchema,
        response: { 200: meSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = await requireUser(request, ACCOUNT_MESSAGES.notAuthenticated);
      const { firstName, lastName, username } = request.body;
      if (await isUsernameTakenByOther(app.db, username, id)) throw usernameTaken();
      const user = await updateProfile(app.db, id, { firstName, lastName: lastName || null, username }).catch(
        (error: unknown) => {
          // Another account took the name between the check above and this write.
          if (sqlStateOf(error) === "23505") throw usernameTaken();
          throw error;
        },
      );
      return toMe(user);
    },
  );

  app.put(
    "/me/avatar",
    {
      config: { rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
      schema: {
        tags: ["profiles"],
        summary: "Replace the signed-in user's avatar (multipart field 'avatar', image under 2 MB)",
        consumes: ["multipart/form-data"],
        response: { 200: meSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = await requireUser(request, ACCOUNT_MESSAGES.notAuthenticated);
      const upload = await readUpload(request, "avatar", AVATAR_MAX_BYTES);
      await withStoredImages(
        app.storage,
        [{ key: storageKeys.newAvatar(id), data: upload.data }],
        { maxBytes: AVATAR_MAX_BYTES, field: "avatar" },
        async ([key = ""]) => {
          const previous = await replaceAvatar(app.db, id, key);
          // Only this user's own earlier upload: never files a stray or crafted key names.
          return {
            result: undefined,
            replaced: previous && storageKeys.isOwnAvatar(id, previous) ? [previous] : [],
          };
        },
      );
      const user = await findUserById(app.db, id);
      if (!user) throw new NotFoundError(ACCOUNT_MESSAGES.profileNotFoundTitle);
      return toMe(user);
    },
  );
};
