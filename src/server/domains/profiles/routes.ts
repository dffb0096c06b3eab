import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AVATAR_MAX_BYTES } from "../../../shared/limits";
import { ACCOUNT_MESSAGES } from "../../../shared/messages";
import {
  apiErrorSchema,
  guideCardSchema,
  meSchema,
  profileSchema,
  profileUpdateSchema,
} from "../../../shared/schemas";
import { uploadRateLimit } from "../../infrastructure/http/upload-limit";
import { readUpload } from "../../infrastructure/http/uploads";
import { requireUser } from "../auth/session";
import { changeAvatar, changeProfile, getMe, getProfilePage } from "./service";

const profilePageSchema = z.object({
  profile: profileSchema,
  guides: z.array(guideCardSchema),
  /** The person's own drafts, only when they are the one looking; empty for everyone else. */
  drafts: z.array(guideCardSchema),
});
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

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
      const viewer = await request.currentUser();
      return getProfilePage(app.db, request.params.username, viewer?.id);
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
      return getMe(app.db, id);
    },
  );

  app.patch(
    "/me",
    {
      // Limited like other writes: each rename draws the person's link-preview cards, and their guides', anew.
      config: { rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
      schema: {
        tags: ["profiles"],
        summary: "Change the signed-in user's names and username",
        body: profileUpdateSchema,
        response: { 200: meSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = await requireUser(request, ACCOUNT_MESSAGES.notAuthenticated);
      return changeProfile(app.db, id, request.body);
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
      return changeAvatar(app, id, upload);
    },
  );
};
