import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DELIVERY_LIMITS } from "../../../shared/notification-channels";
import {
  apiErrorSchema,
  notificationSettingsChangeSchema,
  notificationSettingsSchema,
  pushDevicesSchema,
  pushEndpointSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  unsubscribeQuerySchema,
} from "../../../shared/schemas";
import { accountGroupRateLimit, addressRateLimit } from "../../infrastructure/http/route-limits";
import { requireUser } from "../auth/session";
import { unsubscribeUrl } from "./digest";
import {
  notificationSettings,
  subscribePush,
  unsubscribeEmail,
  unsubscribePush,
  updateNotificationSettings,
} from "./service";
import { confirmationPage, invalidLinkPage, unsubscribedPage } from "./unsubscribe-page";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const writeLimit = {
  rateLimit: accountGroupRateLimit("notification-channels", DELIVERY_LIMITS.writesPerMinute, 60_000),
};
const HTML = "text/html; charset=utf-8";

/** Notification settings, push subscriptions and one-click unsubscribe links (docs/decisions/067). */
export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me/notification-settings",
    {
      schema: {
        tags: ["notifications"],
        summary: "Your channels (in the app, email, push) for each kind of notification",
        response: { 200: notificationSettingsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => notificationSettings(app.db, (await requireUser(request)).id),
  );

  app.put(
    "/me/notification-settings",
    {
      config: writeLimit,
      schema: {
        tags: ["notifications"],
        summary: "Change some of your channels; the others stay as they are",
        body: notificationSettingsChangeSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => updateNotificationSettings(app.db, (await requireUser(request)).id, request.body),
  );

  app.get(
    "/push/public-key",
    {
      schema: {
        tags: ["notifications"],
        summary: "The server's VAPID public key, which a browser subscribes to push with",
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ publicKey: app.deliveries.pushPublicKey }),
  );

  app.post(
    "/me/push-subscriptions",
    {
      config: writeLimit,
      schema: {
        tags: ["notifications"],
        summary: `Push to this browser or installed app (at most ${DELIVERY_LIMITS.pushDevicesPerUser} devices; a new one replaces the oldest)`,
        body: pushSubscriptionSchema,
        response: { 200: pushDevicesSchema, ...errors },
      },
    },
    async (request) =>
      subscribePush(app.db, (await requireUser(request)).id, request.body, app.deliveries.pushOrigins),
  );

  app.delete(
    "/me/push-subscriptions",
    {
      config: writeLimit,
      schema: {
        tags: ["notifications"],
        summary: "Stop pushing to this browser or installed app, named by its endpoint (idempotent)",
        querystring: pushEndpointSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unsubscribePush(app.db, (await requireUser(request)).id, request.query.endpoint);
      return reply.code(204).send(null);
    },
  );

  await app.register(unsubscribeRoutes);
};

/**
 * The links of the digest mails, opened without a session: GET asks, POST unsubscribes (a mail client's
 * one-click POST, RFC 8058, or the page's button). Pages, not API operations, so they stay out of the OpenAPI
 * document. A mail client posts `List-Unsubscribe=One-Click` as a form: its body is not needed, the token says all.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"],
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, null),
  );
  // Mail providers post one-click unsubscribes for many people from few addresses: a roomy limit per address.
  const limit = { rateLimit: addressRateLimit(600) };

  app.get(
    "/unsubscribe",
    { config: limit, schema: { hide: true, querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const found = app.deliveries.tokens.verify(request.query.token);
      reply.type(HTML).header("cache-control", "no-store");
      if (!found) return reply.code(400).send(invalidLinkPage());
      return reply.send(confirmationPage(found.scope, unsubscribeUrl("", request.query.token)));
    },
  );

  app.post(
    "/unsubscribe",
    { config: { ...limit, anyOrigin: true }, schema: { hide: true, querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const found = app.deliveries.tokens.verify(request.query.token);
      reply.type(HTML).header("cache-control", "no-store");
      if (!found) return reply.code(400).send(invalidLinkPage());
      await unsubscribeEmail(app.db, found.userId, found.scope);
      return reply.send(unsubscribedPage(found.scope));
    },
  );
};
