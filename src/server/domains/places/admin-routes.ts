import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { GUIDE_IMAGE_MAX_BYTES, MAX_PLACE_IMAGES } from "../../../shared/limits";
import { CATALOGUE_MESSAGES } from "../../../shared/messages";
import {
  apiErrorSchema,
  idParamSchema,
  placeDetailSchema,
  placeInputSchema,
  placeUpdateSchema,
  placeUsageSchema,
} from "../../../shared/schemas";
import { parseInput } from "../../infrastructure/http/errors";
import { uploadRateLimit } from "../../infrastructure/http/route-limits";
import { type FormWithFiles, jsonField, readForm } from "../../infrastructure/http/uploads";
import { adminOnly, adminOnlyWith, requireAdmin } from "../auth/session";
import { assertPlaceImageCount, changePlace, createPlace, placeUsage, removePlace } from "./service";

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
    if (error.code === "FST_FILES_LIMIT") assertPlaceImageCount(MAX_PLACE_IMAGES + 1);
    throw error;
  });
}

/** Catalogue writes: admins only (docs/product.md §6); the rules of docs/product.md §5 are checked in service.ts. */
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
      const place = await createPlace(app, admin, input, form.files.images ?? []);
      return reply.status(201).send(place);
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
      const form = await readPlaceForm(request);
      const input = parseInput(placeUpdateSchema, jsonField(form, "place"), "place");
      return changePlace(app, request.params.id, input, form.files.images ?? []);
    },
  );

  app.get(
    "/places/:id/usage",
    {
      config: { tokenScope: "never" },
      onRequest: adminOnly,
      schema: {
        tags: ["places"],
        summary: "How many guides use a place, asked before deleting it (admins only)",
        params: idParamSchema,
        response: { 200: placeUsageSchema, ...errors },
      },
    },
    async (request) => placeUsage(app.db, request.params.id),
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
      await removePlace(app, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
