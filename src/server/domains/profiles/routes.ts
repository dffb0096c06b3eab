import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AVATAR_MAX_BYTES } from "../../../shared/limits";
import { ACCOUNT_MESSAGES } from "../../../shared/messages";
import {
  apiErrorSchema,
  draftPageSchema,
  guidePageSchema,
  meSchema,
  pageQuerySchema,
  profilePageSchema,
  profileUpdateSchema,
} from "../../../shared/schemas";
import { uploadRateLimit } from "../../infrastructure/http/route-limits";
import { readUpload } from "../../infrastructure/http/uploads";
import { requireUser } from "../auth/session";
import {
  changeAvatar,
  changeProfile,
  getMe,
  getProfilePage,
  ownDraftsPage,
  profileGuidesPage,
  profileWithOthersPage,
} from "./service";

const usernameParamSchema = z.object({ username: z.string().min(1).max(40) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/profiles/:username",
    {
      schema: {
        tags: ["profiles"],
        summary:
          "A public profile with the first page of the person's guides, newest first, and of their drafts when they ask",
        params: usernameParamSchema,
        response: { 200: profilePageSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      return getProfilePage(app.db, request.params.username, viewer?.id);
    },
  );

  app.get(
    "/profiles/:username/guides",
    {
      schema: {
        tags: ["profiles"],
        summary: "The person's published guides, newest first, a page at a time",
        params: usernameParamSchema,
        querystring: pageQuerySchema,
        response: { 200: guidePageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      return profileGuidesPage(app.db, request.params.username, request.query, viewer?.id);
    },
  );

  app.get(
    "/profiles/:username/with-others",
    {
      schema: {
        tags: ["profiles"],
        summary:
          "The guides the person is an editor or viewer of, newest first, a page at a time: published ones, and drafts only to their owner and members",
        params: usernameParamSchema,
        querystring: pageQuerySchema,
        response: { 200: guidePageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      return profileWithOthersPage(app.db, request.params.username, request.query, viewer?.id);
    },
  );

  app.get(
    "/me/drafts",
    {
      schema: {
        tags: ["profiles"],
        summary:
          "The signed-in user's own drafts, newest first, a page at a time, each with an admin's reason when one unpublished it",
        querystring: pageQuerySchema,
        response: { 200: draftPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = await requireUser(request);
      return ownDraftsPage(app.db, id, request.query);
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
