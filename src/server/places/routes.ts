import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { API_ERRORS } from "../../shared/messages";
import { apiErrorSchema, idParamSchema, placeDetailSchema } from "../../shared/schemas";
import { notFound } from "../http/errors";
import { findPlaceDetail } from "./repository";

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/places/:id",
    {
      schema: {
        tags: ["places"],
        summary: "A place with all its images",
        params: idParamSchema,
        response: { 200: placeDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      const place = await findPlaceDetail(app.db, request.params.id, viewer?.id);
      if (!place) throw notFound(API_ERRORS.placeNotFound);
      return place;
    },
  );
};
