import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  feedPageSchema,
  feedSuggestionsSchema,
  pageQuerySchema,
} from "../../../shared/schemas";
import { requireUser } from "../auth/session";
import { feedPage, feedSuggestions } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
/** A member's own page: no cache, shared or the browser's, keeps it (docs/decisions/064). */
const PRIVATE = "private, no-store";

/** The Following feed (docs/decisions/064): reads, so the `read` scope serves them. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me/feed",
    {
      schema: {
        tags: ["feed"],
        summary:
          "What the people and cities you follow published or added, newest first, grouped per guide, person and day, a page at a time",
        querystring: pageQuerySchema,
        response: { 200: feedPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const member = await requireUser(request);
      reply.header("cache-control", PRIVATE);
      return feedPage(app.db, member.id, request.query);
    },
  );

  app.get(
    "/me/feed/suggestions",
    {
      schema: {
        tags: ["feed"],
        summary: "Popular creators and cities you do not follow yet",
        response: { 200: feedSuggestionsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const member = await requireUser(request);
      reply.header("cache-control", PRIVATE);
      return feedSuggestions(app.db, member.id);
    },
  );
};
