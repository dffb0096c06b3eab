import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { GUIDE_IMAGE_MAX_BYTES, MAX_PLACE_IMAGES } from "../../shared/limits";
import { API_ERRORS, CATALOGUE_MESSAGES } from "../../shared/messages";
import {
  apiErrorSchema,
  idParamSchema,
  type PlaceInput,
  placeDetailSchema,
  placeInputSchema,
  placeUpdateSchema,
  placeUsageSchema,
} from "../../shared/schemas";
import { adminOnly, adminOnlyWith, requireAdmin } from "../auth/session";
import { InvalidInputError, NotFoundError } from "../errors";
import { parseInput } from "../http/errors";
import { uploadRateLimit } from "../http/upload-limit";
import { type FormWithFiles, jsonField, readForm, type Upload } from "../http/uploads";
import { deleteImage } from "../storage/images";
import { storageKeys } from "../storage/keys";
import { withStoredImages } from "../storage/upload-pipeline";
import { assertNearCityCentre } from "./location";
import { deletePlace, insertPlace, updatePlace } from "./mutations";
import { countGuidesUsingPlace, findPlaceCity, findPlaceDetail, findPlaceImageKeys } from "./repository";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
};
const FORM_HELP =
  "multipart/form-data: a 'place' field with the JSON of the place and up to 3 'images' files (PNG, JPEG, GIF " +
  "or WebP, at most 10 MB each).";

/** Reads one file past the maximum, so that too many images get the product's message rather than a 413. */
async function readPlaceForm(request: FastifyRequest): Promise<FormWithFiles> {
  return readForm(request, GUIDE_IMAGE_MAX_BYTES, MAX_PLACE_IMAGES + 1).catch((error: { code?: string }) => {
    if (error.code === "FST_FILES_LIMIT") assertImageCount(MAX_PLACE_IMAGES + 1);
    throw error;
  });
}

/** Runs a place write with its new pictures through the upload pipeline: all are stored and written, or none. */
function writeWithImages(
  app: FastifyInstance,
  placeId: string,
  uploads: Upload[],
  write: (keys: string[]) => Promise<{ replaced: string[] }>,
): Promise<void> {
  const images = uploads.map((upload, index) => ({
    key: storageKeys.newPlaceImage(placeId, index, upload.fileName),
    data: upload.data,
  }));
  return withStoredImages(
    app.storage,
    images,
    { maxBytes: GUIDE_IMAGE_MAX_BYTES, field: "images" },
    async (keys) => ({ result: undefined, ...(await write(keys)) }),
  );
}

function assertImageCount(total: number) {
  if (total === 0)
    throw new InvalidInputError(CATALOGUE_MESSAGES.placeImageRequiredText, {
      images: [CATALOGUE_MESSAGES.placeImageRequired],
    });
  if (total > MAX_PLACE_IMAGES)
    throw new InvalidInputError(CATALOGUE_MESSAGES.maxImagesText, {
      images: [CATALOGUE_MESSAGES.maxImagesTitle],
    });
}

/** Checked before any file is stored: an unknown city is the form's "no city", not a foreign-key failure. */
async function assertCityAndLocation(app: FastifyInstance, input: PlaceInput) {
  const city = await findPlaceCity(app.db, input.cityId);
  if (!city)
    throw new InvalidInputError(CATALOGUE_MESSAGES.placeCityRequired, {
      cityId: [CATALOGUE_MESSAGES.placeCityRequired],
    });
  assertNearCityCentre(input, city);
}

async function answerPlace(app: FastifyInstance, id: string) {
  const place = await findPlaceDetail(app.db, id);
  if (!place) throw new NotFoundError(API_ERRORS.placeNotFound);
  return place;
}

/** Catalogue writes: admins only (docs/product.md §6), with every rule of docs/product.md §5 checked here as in the form. */
export const placeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/places",
    {
      config: { rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
      onRequest: adminOnlyWith(CATALOGUE_MESSAGES.mustBeLoggedInForPlace),
      schema: {
        tags: ["places"],
        summary: "Create a place with 1 to 3 images (admins only)",
        description: FORM_HELP,
        consumes: ["multipart/form-data"],
        response: { 201: placeDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const form = await readPlaceForm(request);
      const input = parseInput(placeInputSchema, jsonField(form, "place"), "place");
      const uploads = form.files.images ?? [];
      assertImageCount(uploads.length);
      await assertCityAndLocation(app, input);
      const id = randomUUID();
      await writeWithImages(app, id, uploads, async (imageKeys) => {
        await insertPlace(app.db, { id, input, imageKeys, createdBy: admin.id });
        return { replaced: [] };
      });
      return reply.status(201).send(await answerPlace(app, id));
    },
  );

  app.put(
    "/places/:id",
    {
      config: { rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
      onRequest: adminOnly,
      schema: {
        tags: ["places"],
        summary: "Change a place and its images (admins only)",
        description: `${FORM_HELP} The JSON lists in 'keepImages' the existing images to keep, in order.`,
        consumes: ["multipart/form-data"],
        params: idParamSchema,
        response: { 200: placeDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const form = await readPlaceForm(request);
      const input = parseInput(placeUpdateSchema, jsonField(form, "place"), "place");
      const existing = await findPlaceImageKeys(app.db, id);
      if (existing.length === 0) throw new NotFoundError(API_ERRORS.placeNotFound);
      const kept = [...new Set(input.keepImages)].filter((key) => existing.includes(key));
      const uploads = form.files.images ?? [];
      assertImageCount(kept.length + uploads.length);
      await assertCityAndLocation(app, input);
      await writeWithImages(app, id, uploads, async (added) => {
        await updatePlace(app.db, id, input, [...kept, ...added]);
        return { replaced: existing.filter((key) => !kept.includes(key)) };
      });
      return answerPlace(app, id);
    },
  );

  app.get(
    "/places/:id/usage",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["places"],
        summary: "How many guides use a place, asked before deleting it (admins only)",
        params: idParamSchema,
        response: { 200: placeUsageSchema, ...errors },
      },
    },
    async (request) => ({ guideCount: await countGuidesUsingPlace(app.db, request.params.id) }),
  );

  app.delete(
    "/places/:id",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["places"],
        summary: "Delete a place; the guides that use it lose it (admins only)",
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deletePlace(app.db, request.params.id))) throw new NotFoundError(API_ERRORS.placeNotFound);
      await deleteImage(app.storage, storageKeys.placeFiles(request.params.id));
      return reply.status(204).send(null);
    },
  );
};
