import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GUIDE_IMAGE_MAX_BYTES } from "../../../shared/limits";
import { ACCOUNT_MESSAGES } from "../../../shared/messages";
import {
  apiErrorSchema,
  duplicateListSchema,
  duplicateQuerySchema,
  idParamSchema,
  mergeResultSchema,
  pageQuerySchema,
  placeDetailSchema,
  suggestionApprovalSchema,
  suggestionInputSchema,
  suggestionMergeSchema,
  suggestionQueueSchema,
  suggestionRejectionSchema,
} from "../../../shared/schemas";
import { SUGGESTION_LIMITS, SUGGESTION_MESSAGES } from "../../../shared/suggestions";
import { parseInput } from "../../infrastructure/http/errors";
import { uploadRateLimit } from "../../infrastructure/http/route-limits";
import { jsonField, readForm } from "../../infrastructure/http/uploads";
import { adminOnly, requireAdmin, requireUser } from "../auth/session";
import { approve, duplicateCandidates, merge, reject, suggestionQueue, suggestPlace } from "./service";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Refuses visitors before the request is read, so that they get 401 rather than a 400. */
const signedIn = (message: string) => async (request: FastifyRequest) => {
  await requireUser(request, message);
};

/** Places suggested by signed-in users, and their review by admins (docs/product.md §4, docs/decisions/019). */
export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/suggestions",
    {
      config: { tokenScope: "guides", rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
      onRequest: signedIn(SUGGESTION_MESSAGES.mustBeLoggedIn),
      schema: {
        tags: ["suggestions"],
        summary: `Suggest a place for one's guides, with an optional photo (signed-in users, ${SUGGESTION_LIMITS.perDay} a day)`,
        description:
          "multipart/form-data: a 'place' field with the JSON of the place (a location is required) and an " +
          "optional 'photo' file (PNG, JPEG, GIF or WebP, at most 10 MB). Usable in the suggester's guides at " +
          "once; offered to others once approved. Admins' suggestions are approved at once.",
        consumes: ["multipart/form-data"],
        response: { 201: placeDetailSchema, ...errors, 413: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, SUGGESTION_MESSAGES.mustBeLoggedIn);
      const form = await readForm(request, GUIDE_IMAGE_MAX_BYTES, SUGGESTION_LIMITS.photos);
      const input = parseInput(suggestionInputSchema, jsonField(form, "place"), "place");
      const place = await suggestPlace(app, user, input, form.files.photo ?? []);
      return reply.status(201).send(place);
    },
  );

  app.get(
    "/suggestions/duplicates",
    {
      onRequest: signedIn(ACCOUNT_MESSAGES.sessionMissing),
      schema: {
        tags: ["suggestions"],
        summary:
          "Places a new suggestion would likely duplicate: same city, a similar name despite typos, within 150 m (signed-in users)",
        querystring: duplicateQuerySchema,
        response: { 200: duplicateListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => duplicateCandidates(app.db, request.query, await requireUser(request)),
  );

  app.get(
    "/suggestions",
    {
      config: { tokenScope: "never" },
      onRequest: adminOnly,
      schema: {
        tags: ["suggestions"],
        summary:
          "The suggestions awaiting review, oldest first, a page at a time, with how many wait in all (admins only)",
        querystring: pageQuerySchema,
        response: {
          200: suggestionQueueSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => suggestionQueue(app.db, request.query),
  );

  app.post(
    "/suggestions/:id/approve",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["suggestions"],
        summary:
          "Approve a suggestion, optionally correcting its name, tag, address, maps link and location (admins only)",
        params: idParamSchema,
        body: suggestionApprovalSchema,
        response: { 200: placeDetailSchema, ...errors },
      },
    },
    async (request) => approve(app.db, await requireAdmin(request), request.params.id, request.body),
  );

  app.post(
    "/suggestions/:id/merge",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["suggestions"],
        summary:
          "Merge a suggestion into an approved place of its city and category: its guides use that place, notes kept (admins only)",
        params: idParamSchema,
        body: suggestionMergeSchema,
        response: { 200: mergeResultSchema, ...errors },
      },
    },
    async (request) => merge(app, await requireAdmin(request), request.params.id, request.body.targetId),
  );

  app.post(
    "/suggestions/:id/reject",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["suggestions"],
        summary:
          "Reject a suggestion with a reason its suggester sees; it stays in their own guides (admins only)",
        params: idParamSchema,
        body: suggestionRejectionSchema,
        response: { 200: placeDetailSchema, ...errors },
      },
    },
    async (request) => reject(app.db, await requireAdmin(request), request.params.id, request.body.reason),
  );
};
