import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { GUIDE_IMAGE_MAX_BYTES } from "../../shared/limits";
import { API_ERRORS, GUIDE_MESSAGES } from "../../shared/messages";
import {
  apiErrorSchema,
  guideDetailSchema,
  guideDetailsInputSchema,
  guideInputSchema,
  idParamSchema,
} from "../../shared/schemas";
import { requireUser } from "../auth/session";
import { InvalidInputError, NotFoundError } from "../errors";
import { parseInput } from "../http/errors";
import { uploadRateLimit } from "../http/upload-limit";
import { jsonField, readForm, type Upload } from "../http/uploads";
import { storageKeys } from "../storage/keys";
import { withStoredImages } from "../storage/upload-pipeline";
import { GuideChangedMeanwhileError, insertGuide, updateGuide, updateGuideDetails } from "./mutations";
import { assertCanChangeGuide } from "./permissions";
import { assertGuidePlacesFit } from "./place-rules";
import { findGuideDetail } from "./repository";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
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

/** The guide fields and the optional cover, validated by the same schema the form uses. */
async function readSubmission<Input>(
  request: FastifyRequest,
  schema: z.ZodType<Input>,
): Promise<{ input: Input; cover: Upload | undefined }> {
  let raw: unknown = request.body;
  let cover: Upload | undefined;
  if (request.isMultipart()) {
    const form = await readForm(request, GUIDE_IMAGE_MAX_BYTES, 1);
    raw = jsonField(form, "guide");
    cover = form.files.cover?.[0];
  }
  return { input: parseInput(schema, raw, "guide"), cover };
}

/**
 * Runs a guide write with its cover, if one was sent, through the upload pipeline: `write` gets the new cover's
 * key and answers with the key of the cover it replaced, which then goes.
 */
function writeWithCover(
  app: FastifyInstance,
  guideId: string,
  cover: Upload | undefined,
  write: (coverKey: string | undefined) => Promise<string | null>,
): Promise<void> {
  const uploads = cover
    ? [{ key: storageKeys.newGuideCover(guideId, cover.fileName), data: cover.data }]
    : [];
  return withStoredImages(
    app.storage,
    uploads,
    { maxBytes: GUIDE_IMAGE_MAX_BYTES, field: "cover" },
    async ([coverKey]) => {
      const replaced = await write(coverKey);
      return { result: undefined, replaced: replaced ? [replaced] : [] };
    },
  );
}

const moveRefused = () =>
  new InvalidInputError(GUIDE_MESSAGES.moveNeedsNewPlaces, { cityId: [GUIDE_MESSAGES.moveNeedsNewPlaces] });

/** The guide as it is after a write, as its author sees it. */
async function answerGuide(app: FastifyInstance, id: string, userId: string) {
  const guide = await findGuideDetail(app.db, id, userId);
  if (!guide) throw new NotFoundError(API_ERRORS.guideNotFound);
  return guide;
}

export const guideWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/guides",
    {
      config: { rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
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
      const { input, cover } = await readSubmission(request, guideInputSchema);
      await assertGuidePlacesFit(app.db, input);
      const id = randomUUID();
      await writeWithCover(app, id, cover, async (coverKey) => {
        await insertGuide(app.db, { ...input, id, createdBy: user.id, coverKey });
        return null;
      });
      return reply.status(201).send(await answerGuide(app, id, user.id));
    },
  );

  app.put(
    "/guides/:id",
    {
      config: { rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
      schema: {
        ...submissionDocs(
          "Replace one of your guides: name, city, places, and the cover when one is sent",
          "GuideInput",
        ),
        params: idParamSchema,
        response: { 200: guideDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { id } = request.params;
      await assertCanChangeGuide(app.db, id, user);
      const { input, cover } = await readSubmission(request, guideInputSchema);
      await assertGuidePlacesFit(app.db, input);
      await writeWithCover(app, id, cover, (coverKey) => updateGuide(app.db, id, { ...input, coverKey }));
      return answerGuide(app, id, user.id);
    },
  );

  app.patch(
    "/guides/:id",
    {
      config: { rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
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
      const { id } = request.params;
      const current = await assertCanChangeGuide(app.db, id, user);
      const { input, cover } = await readSubmission(request, guideDetailsInputSchema);
      // A guide's places are in its city, so moving it means choosing new places: the full editor does that.
      if (input.cityId !== current.cityId) throw moveRefused();
      try {
        await writeWithCover(app, id, cover, (coverKey) =>
          updateGuideDetails(app.db, id, { ...input, coverKey }),
        );
      } catch (error) {
        if (!(error instanceof GuideChangedMeanwhileError)) throw error;
        // Deleted or moved by another request since the check above: answer as that check would now.
        await assertCanChangeGuide(app.db, id, user);
        throw moveRefused();
      }
      return answerGuide(app, id, user.id);
    },
  );
};
