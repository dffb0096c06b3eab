import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { GUIDE_IMAGE_MAX_BYTES, MAX_PLACE_IMAGES } from "../../shared/limits";
import { API_ERRORS, CATALOGUE_MESSAGES } from "../../shared/messages";
import {
  apiErrorSchema,
  idParamSchema,
  placeDetailSchema,
  placeInputSchema,
  placeUpdateSchema,
  placeUsageSchema,
} from "../../shared/schemas";
import { adminOnly, adminOnlyWith, requireAdmin } from "../auth/session";
import { InvalidInputError, NotFoundError } from "../errors";
import { parseInput } from "../http/errors";
import { type FormWithFiles, jsonField, readForm, type Upload } from "../http/uploads";
import { deleteImage, ImageRejectedError, storeImage, uploadKey } from "../storage/images";
import {
  cityExists,
  countGuidesUsingPlace,
  deletePlace,
  findPlaceImageKeys,
  insertPlace,
  updatePlace,
} from "./mutations";
import { findPlaceDetail } from "./repository";

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

/** Stores every upload, or none: a rejected image removes the ones stored before it. */
async function storeImages(app: FastifyInstance, placeId: string, uploads: Upload[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const [index, upload] of uploads.entries()) {
      const key = uploadKey(`places/${placeId}`, `${index}-${upload.fileName}`);
      await storeImage(app.storage, key, upload.data, GUIDE_IMAGE_MAX_BYTES);
      keys.push(key);
    }
    return keys;
  } catch (error) {
    await Promise.all(keys.map((key) => deleteImage(app.storage, key)));
    if (error instanceof ImageRejectedError)
      throw new InvalidInputError(error.message, { images: [error.message] });
    throw error;
  }
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
async function assertCityExists(app: FastifyInstance, cityId: string) {
  if (!(await cityExists(app.db, cityId)))
    throw new InvalidInputError(CATALOGUE_MESSAGES.placeCityRequired, {
      cityId: [CATALOGUE_MESSAGES.placeCityRequired],
    });
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
      await assertCityExists(app, input.cityId);
      const id = randomUUID();
      const imageKeys = await storeImages(app, id, uploads);
      try {
        await insertPlace(app.db, { id, input, imageKeys, createdBy: admin.id });
      } catch (error) {
        await deleteImage(app.storage, `places/${id}`);
        throw error;
      }
      return reply.status(201).send(await answerPlace(app, id));
    },
  );

  app.put(
    "/places/:id",
    {
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
      await assertCityExists(app, input.cityId);
      const added = await storeImages(app, id, uploads);
      try {
        await updatePlace(app.db, id, input, [...kept, ...added]);
      } catch (error) {
        await Promise.all(added.map((key) => deleteImage(app.storage, key)));
        throw error;
      }
      const removed = existing.filter((key) => !kept.includes(key));
      await Promise.all(removed.map((key) => deleteImage(app.storage, key)));
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
      await deleteImage(app.storage, `places/${request.params.id}`);
      return reply.status(204).send(null);
    },
  );
};
