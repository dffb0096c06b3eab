import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cityListSchema } from "../../shared/schemas";
import { listCities } from "./repository";

export const cityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/cities",
    {
      schema: { tags: ["cities"], summary: "All cities, ordered by name", response: { 200: cityListSchema } },
    },
    async () => ({ items: await listCities(app.db) }),
  );
};
