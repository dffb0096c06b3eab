import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  commentInputSchema,
  commentParamsSchema,
  guidePlaceParamsSchema,
  guideReactionsSchema,
  idParamSchema,
  pageQuerySchema,
  placeCommentPageSchema,
  placeCommentSchema,
  reactionInputSchema,
  reactionSettingsSchema,
} from "../../../../shared/schemas";
import { uploadRateLimit } from "../../../infrastructure/http/route-limits";
import { requireUser } from "../../auth/session";
import {
  addComment,
  editComment,
  guideReactions,
  placeComments,
  react,
  removeComment,
  setShowReactionCounts,
} from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const docs = (summary: string) => ({ tags: ["guide members"], summary });
/** A member's voice on a guide: what a token with the `guides` scope may also do for them. */
const guidesScope = { tokenScope: "guides" as const };

export const guideReactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { ...guidesScope, rateLimit: uploadRateLimit(app.config.uploadRateLimit) };

  app.get(
    "/guides/:id/reactions",
    {
      schema: {
        ...docs(
          "Each place's 👍 and 👎 and comment count: who, for members; counts alone when the owner shows them",
        ),
        params: idParamSchema,
        response: { 200: guideReactionsSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => guideReactions(app.db, request.params.id, await request.currentUser()),
  );

  app.put(
    "/guides/:id/places/:placeId/reaction",
    {
      config: limited,
      schema: {
        ...docs("React to a place: 👍 (up) or 👎 (down), replacing your earlier one"),
        params: guidePlaceParamsSchema,
        body: reactionInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, placeId } = request.params;
      await react(app.db, await requireUser(request), id, placeId, request.body.kind);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/guides/:id/places/:placeId/reaction",
    {
      config: limited,
      schema: {
        ...docs("Take back your reaction to a place"),
        params: guidePlaceParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, placeId } = request.params;
      await react(app.db, await requireUser(request), id, placeId, null);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/guides/:id/places/:placeId/comments",
    {
      schema: {
        ...docs("The members' comments on a place, newest first, a page at a time"),
        params: guidePlaceParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: placeCommentPageSchema, ...errors },
      },
    },
    async (request) => {
      const { id, placeId } = request.params;
      return placeComments(app.db, await requireUser(request), id, placeId, request.query);
    },
  );

  app.post(
    "/guides/:id/places/:placeId/comments",
    {
      config: limited,
      schema: {
        ...docs("Comment on a place (members)"),
        params: guidePlaceParamsSchema,
        body: commentInputSchema,
        response: { 201: placeCommentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, placeId } = request.params;
      const comment = await addComment(app.db, await requireUser(request), id, placeId, request.body.body);
      return reply.status(201).send(comment);
    },
  );

  app.patch(
    "/guides/:id/comments/:commentId",
    {
      config: limited,
      schema: {
        ...docs("Change your comment"),
        params: commentParamsSchema,
        body: commentInputSchema,
        response: { 200: placeCommentSchema, ...errors },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      return editComment(app.db, await requireUser(request), id, commentId, request.body.body);
    },
  );

  app.delete(
    "/guides/:id/comments/:commentId",
    {
      config: guidesScope,
      schema: {
        ...docs("Delete a comment: your own, or any on your guide"),
        params: commentParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, commentId } = request.params;
      await removeComment(app.db, await requireUser(request), id, commentId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/guides/:id/reaction-settings",
    {
      config: guidesScope,
      schema: {
        ...docs("Show each place's reaction counts to everyone, or to members only (owner only)"),
        params: idParamSchema,
        body: reactionSettingsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await setShowReactionCounts(
        app.db,
        await requireUser(request),
        request.params.id,
        request.body.showReactionCounts,
      );
      return reply.status(204).send(null);
    },
  );
};
