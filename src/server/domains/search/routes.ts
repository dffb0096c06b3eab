import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, searchQuerySchema, searchResultsSchema } from "../../../shared/schemas";
import { isInternalRead } from "../../infrastructure/http/internal-read";
import { addressRateLimit } from "../../infrastructure/http/route-limits";
import { search } from "./service";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search",
    {
      // Each search reads three trigram indexes: one address may not keep the database busy for everyone.
      config: { rateLimit: addressRateLimit(app.config.searchRateLimit, isInternalRead) },
      schema: {
        tags: ["search"],
        summary:
          "Guides, places, cities and profiles matching a query despite typos and accents, each group best first",
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      return search(app.db, request.query, viewer?.id);
    },
  );
};
