import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  createdInviteLinkSchema,
  guideInviteListSchema,
  guidePageSchema,
  idParamSchema,
  invitationListSchema,
  inviteLinkInputSchema,
  inviteParamsSchema,
  invitePreviewSchema,
  inviteTokenParamsSchema,
  joinedGuideSchema,
  memberParamsSchema,
  memberRoleInputSchema,
  newOwnerInputSchema,
  pageQuerySchema,
  userInviteInputSchema,
} from "../../../../shared/schemas";
import { uploadRateLimit } from "../../../infrastructure/http/route-limits";
import { requireUser } from "../../auth/session";
import {
  acceptInviteLink,
  answerInvitation,
  changeMemberRole,
  createInviteLink,
  guideInvites,
  handGuideTo,
  inviteUser,
  myInvitations,
  mySharedGuides,
  previewInvite,
  removeMember,
  revokeGuideInvite,
} from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/** Who makes a guide is the account's own business: a session's, never a token's (docs/decisions/057). */
const sessionOnly = { tokenScope: "never" as const };
const docs = (summary: string) => ({ tags: ["guide members"], summary });

export const guideMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { ...sessionOnly, rateLimit: uploadRateLimit(app.config.uploadRateLimit) };

  app.get(
    "/guides/:id/invites",
    {
      config: sessionOnly,
      schema: {
        ...docs("The guide's live invitations (owner only)"),
        params: idParamSchema,
        response: { 200: guideInviteListSchema, ...errors },
      },
    },
    async (request) => guideInvites(app.db, await requireUser(request), request.params.id),
  );

  app.post(
    "/guides/:id/invites",
    {
      config: limited,
      schema: {
        ...docs("Make an invite link for a role; its token is shown this once (owner only)"),
        params: idParamSchema,
        body: inviteLinkInputSchema,
        response: { 201: createdInviteLinkSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createInviteLink(
        app.db,
        await requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    "/guides/:id/invites/users",
    {
      config: limited,
      schema: {
        ...docs("Invite a member of the site by username (owner only)"),
        params: idParamSchema,
        body: userInviteInputSchema,
        response: { 200: guideInviteListSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => inviteUser(app.db, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    "/guides/:id/invites/:inviteId",
    {
      config: sessionOnly,
      schema: {
        ...docs("Revoke an invitation (owner only)"),
        params: inviteParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeGuideInvite(app.db, await requireUser(request), request.params.id, request.params.inviteId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/invites/:token",
    {
      config: sessionOnly,
      schema: {
        ...docs("What a live invite link leads to: the guide, its owner and the role"),
        params: inviteTokenParamsSchema,
        response: { 200: invitePreviewSchema, 404: apiErrorSchema },
      },
    },
    async (request) => previewInvite(app.db, request.params.token),
  );

  app.post(
    "/invites/:token/accept",
    {
      config: limited,
      schema: {
        ...docs("Join the guide an invite link is for"),
        params: inviteTokenParamsSchema,
        response: { 200: joinedGuideSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => acceptInviteLink(app.db, await requireUser(request), request.params.token),
  );

  app.get(
    "/me/invitations",
    {
      config: sessionOnly,
      schema: {
        ...docs("Your invitations to guides, not yet answered"),
        response: { 200: invitationListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => myInvitations(app.db, await requireUser(request)),
  );

  app.get(
    "/me/shared-guides",
    {
      config: sessionOnly,
      schema: {
        ...docs("The guides you make with others, as an editor or viewer, newest first, a page at a time"),
        querystring: pageQuerySchema,
        response: { 200: guidePageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => mySharedGuides(app.db, await requireUser(request), request.query),
  );

  app.post(
    "/me/invitations/:id/accept",
    {
      config: limited,
      schema: {
        ...docs("Accept an invitation"),
        params: idParamSchema,
        response: { 200: joinedGuideSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const joined = await answerInvitation(app.db, await requireUser(request), request.params.id, true);
      return joined ?? { guideId: request.params.id };
    },
  );

  app.delete(
    "/me/invitations/:id",
    {
      config: sessionOnly,
      schema: {
        ...docs("Decline an invitation"),
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await answerInvitation(app.db, await requireUser(request), request.params.id, false);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/guides/:id/members/:userId",
    {
      config: sessionOnly,
      schema: {
        ...docs("Change a member's role (owner only)"),
        params: memberParamsSchema,
        body: memberRoleInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await changeMemberRole(app.db, await requireUser(request), id, userId, request.body.role);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/guides/:id/members/:userId",
    {
      config: sessionOnly,
      schema: {
        ...docs("Remove a member (owner), or leave the guide (yourself)"),
        params: memberParamsSchema,
        response: { 204: z.null(), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeMember(app.db, await requireUser(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/guides/:id/owner",
    {
      config: sessionOnly,
      schema: {
        ...docs("Hand the guide to one of its editors; you stay on as an editor (owner only)"),
        params: idParamSchema,
        body: newOwnerInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await handGuideTo(app.db, await requireUser(request), request.params.id, request.body.userId);
      return reply.status(204).send(null);
    },
  );
};
