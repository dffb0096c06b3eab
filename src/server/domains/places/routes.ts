import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  idParamSchema,
  placeDetailSchema,
  placeListQuerySchema,
  placePageSchema,
} from "../../../shared/schemas";
import { getPlace, placePage, placeViewer } from "./service";

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/places",
    {
      schema: {
        tags: ["places"],
        summary:
          "The catalogue of places (approved, and the viewer's own suggestions), filtered by city, category, name and missing location, ordered by name, a page at a time",
        querystring: placeListQuerySchema,
        response: { 200: placePageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      return placePage(app.db, request.query, viewer?.id);
    },
  );

  app.get(
    "/places/:id",
    {
      schema: {
        tags: ["places"],
        summary:
          "A place with all its images; a suggestion not yet approved only for its suggester, admins, and readers of a published guide with it",
        params: idParamSchema,
        response: { 200: placeDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      return getPlace(app.db, request.params.id, placeViewer(await request.currentUser()));
    },
  );
};
