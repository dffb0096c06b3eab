import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  cityGuidePageSchema,
  cityGuideQuerySchema,
  guideDetailSchema,
  guideListQuerySchema,
  guidePageSchema,
  idParamSchema,
  pageQuerySchema,
  placeGuidePageSchema,
  popularGuidesQuerySchema,
  popularGuidesSchema,
} from "../../../shared/schemas";
import { requireUser } from "../auth/session";
import { placeViewer } from "../places/service";
import {
  cityGuidePage,
  getGuide,
  guideFeedPage,
  guidesIncludingPlace,
  popularGuides,
  removeGuide,
} from "./service";

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
      const viewer = await request.currentUser();
      return guideFeedPage(app.db, request.query, viewer?.id);
    },
  );

  app.get(
    "/guides/popular",
    {
      schema: {
        tags: ["guides"],
        summary: "Popular this week: the published guides saved most in the last 7 days, then newest",
        querystring: popularGuidesQuerySchema,
        response: { 200: popularGuidesSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      return popularGuides(app.db, request.query.limit, viewer?.id);
    },
  );

  app.get(
    "/guides/:id",
    {
      schema: {
        tags: ["guides"],
        summary: "A guide with its places grouped by category",
        params: idParamSchema,
        response: { 200: guideDetailSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      return getGuide(app.db, request.params.id, viewer?.id);
    },
  );

  app.get(
    "/cities/:slug/guides",
    {
      schema: {
        tags: ["guides"],
        summary:
          "The guides of one city, a page at a time: newest first, or popular (most saves in the last 30 days, then newest)",
        params: z.object({ slug: z.string().min(1).max(100) }),
        querystring: cityGuideQuerySchema,
        response: { 200: cityGuidePageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      return cityGuidePage(app.db, app.cities, request.params.slug, request.query, viewer?.id);
    },
  );

  app.get(
    "/places/:id/guides",
    {
      schema: {
        tags: ["guides"],
        summary:
          "The published guides that include a place, newest first, a page at a time, with each creator's note on it and how many there are",
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: { 200: placeGuidePageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      guidesIncludingPlace(
        app.db,
        request.params.id,
        placeViewer(await request.currentUser()),
        request.query,
      ),
  );

  app.delete(
    "/guides/:id",
    {
      config: { tokenScope: "guides" },
      schema: {
        tags: ["guides"],
        summary: "Delete one of your own guides (demo guides cannot be deleted)",
        params: idParamSchema,
        response: { 204: z.null(), 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await removeGuide(app, user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
