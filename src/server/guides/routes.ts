import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FEED_PAGE_SIZE } from "../../shared/limits";
import { API_ERRORS } from "../../shared/messages";
import {
  apiErrorSchema,
  cityGuidePageSchema,
  guideDetailSchema,
  guidePageSchema,
  idParamSchema,
  pageQuerySchema,
} from "../../shared/schemas";
import { findCityBySlug, toCity } from "../cities/repository";
import { notFound } from "../http/errors";
import { decodeCursor, toPage } from "../http/pagination";
import { findGuideDetail, listGuideCards } from "./repository";

export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/guides",
    {
      schema: {
        tags: ["guides"],
        summary: "Home feed: every guide, newest first, a page at a time",
        querystring: pageQuerySchema,
        response: { 200: guidePageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? FEED_PAGE_SIZE;
      const rows = await listGuideCards(app.db, { limit, cursor: decodeCursor(request.query.cursor) });
      return toPage(rows, limit);
    },
  );

  app.get(
    "/guides/:id",
    {
      schema: {
        tags: ["guides"],
        summary: "A guide with its places grouped by category",
        params: idParamSchema,
        response: { 200: guideDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const guide = await findGuideDetail(app.db, request.params.id);
      if (!guide) throw notFound(API_ERRORS.guideNotFound);
      return guide;
    },
  );

  app.get(
    "/cities/:slug/guides",
    {
      schema: {
        tags: ["guides"],
        summary: "The guides of one city, newest first, a page at a time",
        params: z.object({ slug: z.string().min(1).max(100) }),
        querystring: pageQuerySchema,
        response: { 200: cityGuidePageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const city = await findCityBySlug(app.db, request.params.slug.toLowerCase());
      if (!city) throw notFound(API_ERRORS.cityNotFound);
      const limit = request.query.limit ?? FEED_PAGE_SIZE;
      const rows = await listGuideCards(app.db, {
        limit,
        cityId: city.id,
        cursor: decodeCursor(request.query.cursor),
      });
      return { city: toCity(city), ...toPage(rows, limit) };
    },
  );
};
