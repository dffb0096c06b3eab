import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../shared/imports";
import { apiErrorSchema, importRequestSchema, importResultSchema } from "../../../shared/schemas";
import { InvalidInputError } from "../../infrastructure/errors";
import { parseInput } from "../../infrastructure/http/errors";
import { uploadRateLimit } from "../../infrastructure/http/route-limits";
import { jsonField, readForm } from "../../infrastructure/http/uploads";
import { requireUser } from "../auth/session";
import { importPlaces } from "./service";

/** Importing a list of places from a file into a draft guide or the guide being edited (docs/product.md §5). */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/imports",
    {
      config: {
        tokenScope: "guides",
        rateLimit: uploadRateLimit(app.config.uploadRateLimit),
        formFields: {
          required: ["import", "file"],
          properties: {
            // An object part of a multipart body is JSON (OpenAPI 3's default encoding for it).
            import: z.toJSONSchema(importRequestSchema, { io: "input", target: "openapi-3.0" }),
            file: { type: "string", format: "binary", description: "The file of places to import" },
          },
        },
      },
      onRequest: async (request) => {
        await requireUser(request);
      },
      schema: {
        tags: ["guides"],
        summary: `Import places from a file: preview, a draft guide, or places for the guide being edited (signed-in users; ${IMPORT_LIMITS.newPlacesPerDay} new places a day)`,
        description:
          "multipart/form-data: an 'import' field with the JSON of the request (city, mode, the user's choices per " +
          "row) and a 'file' (a Google Takeout saved-list CSV, KML or KMZ, GPX, GeoJSON, or a Cityguides export; " +
          `at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB and ${IMPORT_LIMITS.maxRows} places). The format is read from the content. ` +
          "Mode 'preview' writes nothing; 'draft' makes a draft guide; 'places' adds the new places as the user's " +
          "suggestions and answers with them.",
        consumes: ["multipart/form-data"],
        response: {
          200: importResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const form = await readForm(request, IMPORT_LIMITS.maxBytes, 1);
      const input = parseInput(importRequestSchema, jsonField(form, "import"), "import");
      const [file] = form.files.file ?? [];
      if (!file)
        throw new InvalidInputError(IMPORT_MESSAGES.fileMissing, { file: [IMPORT_MESSAGES.fileMissing] });
      return importPlaces(app, user, input, file);
    },
  );
};
