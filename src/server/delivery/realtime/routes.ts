import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { API_ERRORS } from "../../../shared/messages";
import { requireUser } from "../../domains/auth/session";
import { guideStreamAccess } from "../../domains/guides/permissions";
import { NotFoundError, RateLimitedError, UnavailableError } from "../../infrastructure/errors";

/** Seconds a refused page waits before it tries to open its stream again. */
const RETRY_AFTER_SECONDS = 30;

export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/realtime",
    {
      schema: {
        tags: ["realtime"],
        summary:
          "Server-Sent Events: a 'cities' event follows every change to the cities; with ?guide=, a 'guide' event every change to that guide, and 'presence' (who is viewing it) for its members; with ?me=1 (signed in), a 'notifications' event every change to your notifications",
        querystring: z.object({ guide: z.uuid().optional(), me: z.literal("1").optional() }),
      },
    },
    async (request, reply) => {
      const refusal = app.realtime.refusal(request.ip);
      if (refusal) {
        reply.header("retry-after", String(RETRY_AFTER_SECONDS));
        throw refusal === "address"
          ? new RateLimitedError()
          : new UnavailableError("UNAVAILABLE", API_ERRORS.unavailable);
      }
      const guideId = request.query.guide;
      const member = request.query.me ? await requireUser(request) : undefined;
      const userId = guideId ? (await request.currentUser())?.id : undefined;
      const access = guideId ? await guideStreamAccess(app.db, guideId, userId) : null;
      if (guideId && !access) throw new NotFoundError(API_ERRORS.guideNotFound);
      reply.hijack();
      reply.raw.writeHead(200, {
        // The security headers the reply holds (http/security-headers.ts): a taken-over response has only these.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        "content-type": "text/event-stream",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      reply.raw.write("retry: 3000\n: connected\n\n");
      if (guideId) app.realtime.addGuideStream(reply.raw, request.ip, { id: guideId, userId, access });
      else if (member) app.realtime.addMemberStream(reply.raw, request.ip, member.id);
      else app.realtime.add(reply.raw, request.ip);
      request.raw.on("close", () => reply.raw.end());
    },
  );
};
