import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { GUIDE_IMAGE_MAX_BYTES } from "../../../shared/limits";
import { GUIDE_MESSAGES } from "../../../shared/messages";
import {
  apiErrorSchema,
  type GuideBase,
  guideBaseSchema,
  guideDetailSchema,
  guideDetailsInputSchema,
  guideInputSchema,
  guideListQuerySchema,
  guidePageSchema,
  guideUnpublishSchema,
  idParamSchema,
} from "../../../shared/schemas";
import { parseInput } from "../../infrastructure/http/errors";
import { uploadRateLimit } from "../../infrastructure/http/route-limits";
import { jsonField, readForm } from "../../infrastructure/http/uploads";
import type { IncomingImage } from "../../infrastructure/storage/upload-pipeline";
import { adminOnly, requireAdmin, requireUser } from "../auth/session";
import { republishGuide, unpublishedGuidesPage, unpublishGuide } from "./moderation";
import { replaceGuide } from "./operations/service";
import { changeGuideDetails, createGuide, publishDraft } from "./service";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
};
/** The OpenAPI description every guide write shares: what it does and how its guide and cover travel. */
const submissionDocs = (summary: string, input: string) => ({
  tags: ["guides"],
  summary,
  description:
    `multipart/form-data with a 'guide' field holding the JSON of ${input} and an optional 'cover' image ` +
    `(PNG, JPEG, GIF or WebP, at most 10 MB); or application/json with the ${input} alone.`,
  consumes: ["multipart/form-data", "application/json"],
});

/**
 * The guide fields and the optional cover, validated by the same schema the form uses; and for a change, the
 * guide as its writer loaded it ('base', a field of its own or of the JSON body), so that what others changed
 * meanwhile stays (docs/decisions/058).
 */
async function readSubmission<Input>(
  request: FastifyRequest,
  schema: z.ZodType<Input>,
): Promise<{ input: Input; cover: IncomingImage | undefined; base: GuideBase | undefined }> {
  let raw: unknown = request.body;
  let rawBase: unknown = (request.body as { base?: unknown } | undefined)?.base;
  let cover: IncomingImage | undefined;
  if (request.isMultipart()) {
    const form = await readForm(request, GUIDE_IMAGE_MAX_BYTES, 1);
    raw = jsonField(form, "guide");
    rawBase = form.fields.base === undefined ? undefined : jsonField(form, "base");
    cover = form.files.cover?.[0];
  }
  const base = rawBase === undefined ? undefined : parseInput(guideBaseSchema, rawBase, "base");
  return { input: parseInput(schema, raw, "guide"), cover, base };
}

export const guideWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/guides",
    {
      config: { tokenScope: "guides", rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
      schema: {
        ...submissionDocs(
          "Create a guide (3 to 12 places in each category, all in the guide's city)",
          "GuideInput",
        ),
        response: { 201: guideDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, GUIDE_MESSAGES.mustBeLoggedIn);
      const guide = await createGuide(app, user, () => readSubmission(request, guideInputSchema));
      return reply.status(201).send(guide);
    },
  );

  app.put(
    "/guides/:id",
    {
      config: { tokenScope: "guides", rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
      schema: {
        ...submissionDocs(
          "Change a guide you own or edit to this: name, city, places, and the cover when one is sent. With 'base' (the guide as you loaded it), your changes since then are applied over others' made meanwhile, and a text both changed answers 409 GUIDE_EDIT_CONFLICT as the operations route does",
          "GuideInput",
        ),
        params: idParamSchema,
        response: { 200: guideDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { input, cover, base } = await readSubmission(request, guideInputSchema);
      return replaceGuide(app, user, request.params.id, input, { base, cover });
    },
  );

  app.patch(
    "/guides/:id",
    {
      config: { tokenScope: "guides", rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
      schema: {
        ...submissionDocs(
          "Change one of your guides' name and cover (its places, and so its city, stay)",
          "GuideDetailsInput",
        ),
        params: idParamSchema,
        response: { 200: guideDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return changeGuideDetails(app, user, request.params.id, () =>
        readSubmission(request, guideDetailsInputSchema),
      );
    },
  );

  app.post(
    "/guides/:id/publish",
    {
      config: { tokenScope: "guides" },
      schema: {
        tags: ["guides"],
        summary:
          "Publish one of your drafts as it is stored; refused, and left a draft, when it misses a rule of publishing",
        params: idParamSchema,
        response: { 200: guideDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return publishDraft(app, user, request.params.id);
    },
  );

  app.post(
    "/guides/:id/unpublish",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["guides"],
        summary:
          "Unpublish a guide with a reason its creator is shown: it goes back to their drafts (admins only)",
        params: idParamSchema,
        body: guideUnpublishSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      await unpublishGuide(app.db, admin, request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/guides/:id/republish",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["guides"],
        summary:
          "Publish back a guide an admin unpublished, as stored and under every rule of publishing (admins only)",
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      await republishGuide(app, admin, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/guides/unpublished",
    {
      // An admin's read: never a token's (docs/decisions/042).
      config: { tokenScope: "never" },
      onRequest: adminOnly,
      schema: {
        tags: ["guides"],
        summary:
          "The guides admins unpublished, newest first, optionally of one city or by name (admins only); drafts stay their creators'",
        querystring: guideListQuerySchema,
        response: { 200: guidePageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => unpublishedGuidesPage(app.db, await requireAdmin(request), request.query),
  );
};
