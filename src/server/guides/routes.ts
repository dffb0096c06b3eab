import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FEED_PAGE_SIZE } from "../../shared/limits";
import { API_ERRORS } from "../../shared/messages";
import {
  apiErrorSchema,
  cityGuidePageSchema,
  guideDetailSchema,
  guideListQuerySchema,
  guidePageSchema,
  idParamSchema,
  pageQuerySchema,
} from "../../shared/schemas";
import { requireUser } from "../auth/session";
import { findCityBySlug, toCity } from "../cities/repository";
import { decodeCursor, toPage } from "../db/keyset-pages";
import { NotFoundError } from "../errors";
import { deleteImage } from "../storage/images";
import { storageKeys } from "../storage/keys";
import { deleteGuide } from "./mutations";
import { assertCanChangeGuide } from "./permissions";
import { findGuideDetail, listGuideCards } from "./repository";

export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/guides",
    {
      schema: {
        tags: ["guides"],
        summary: "Home feed: every guide, newest first, a page at a time; optionally of one city or by name",
        querystring: guideListQuerySchema,
        response: { 200: guidePageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? FEED_PAGE_SIZE;
      const viewer = await request.currentUser();
      const rows = await listGuideCards(app.db, {
        limit,
        cursor: decodeCursor(request.query.cursor),
        cityId: request.query.cityId,
        nameContains: request.query.q || undefined,
        viewerId: viewer?.id,
      });
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
      const viewer = await request.currentUser();
      const guide = await findGuideDetail(app.db, request.params.id, viewer?.id);
      if (!guide) throw new NotFoundError(API_ERRORS.guideNotFound);
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
      if (!city) throw new NotFoundError(API_ERRORS.cityNotFound);
      const limit = request.query.limit ?? FEED_PAGE_SIZE;
      const viewer = await request.currentUser();
      const rows = await listGuideCards(app.db, {
        limit,
        cityId: city.id,
        viewerId: viewer?.id,
        cursor: decodeCursor(request.query.cursor),
      });
      return { city: toCity(city), ...toPage(rows, limit) };
    },
  );

  app.delete(
    "/guides/:id",
    {
      schema: {
        tags: ["guides"],
        summary: "Delete one of your own guides (demo guides cannot be deleted)",
        params: idParamSchema,
        response: { 204: z.null(), 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await assertCanChangeGuide(app.db, request.params.id, user);
      await deleteGuide(app.db, request.params.id);
      await deleteImage(app.storage, storageKeys.guideFiles(request.params.id));
      return reply.status(204).send(null);
    },
  );
};
