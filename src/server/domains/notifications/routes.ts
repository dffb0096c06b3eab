import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  idParamSchema,
  notificationPageSchema,
  pageQuerySchema,
  unreadCountSchema,
} from "../../../shared/schemas";
import { requireUser } from "../auth/session";
import { notificationPage, readAllNotifications, readNotification, unreadCount } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
/** A member's own: no cache, shared or the browser's, keeps it. */
const PRIVATE = "private, no-store";

/**
 * A member's notifications (docs/decisions/065): reads take the `read` scope; marking them read is a member's
 * social bookkeeping and takes `social`, as following does.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me/notifications",
    {
      schema: {
        tags: ["notifications"],
        summary:
          "Your notifications, the newest event first, a page at a time, with how many are unread; batches count each event once",
        querystring: pageQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const member = await requireUser(request);
      reply.header("cache-control", PRIVATE);
      return notificationPage(app.db, member.id, request.query);
    },
  );

  app.get(
    "/me/notifications/unread-count",
    {
      schema: {
        tags: ["notifications"],
        summary: "How many of your notifications are unread (the bell's number)",
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const member = await requireUser(request);
      reply.header("cache-control", PRIVATE);
      return unreadCount(app.db, member.id);
    },
  );

  app.post(
    "/me/notifications/:id/read",
    {
      config: { tokenScope: "social" },
      schema: {
        tags: ["notifications"],
        summary: "Mark one of your notifications read (idempotent); answers how many are left unread",
        params: idParamSchema,
        response: { 200: unreadCountSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => readNotification(app.db, (await requireUser(request)).id, request.params.id),
  );

  app.post(
    "/me/notifications/read",
    {
      config: { tokenScope: "social" },
      schema: {
        tags: ["notifications"],
        summary: "Mark all your notifications read",
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => readAllNotifications(app.db, (await requireUser(request)).id),
  );
};
