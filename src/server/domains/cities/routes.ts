import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  cityGuideCountsSchema,
  cityInputSchema,
  cityListSchema,
  citySchema,
  cityUsageSchema,
  idParamSchema,
} from "../../../shared/schemas";
import { adminOnly } from "../auth/session";
import { addCity, changeCity, cityGuideCounts, cityList, cityUsage, removeCity } from "./service";

const adminErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const cityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/cities",
    {
      schema: { tags: ["cities"], summary: "All cities, ordered by name", response: { 200: cityListSchema } },
    },
    async () => cityList(app.db),
  );

  app.get(
    "/cities/guide-counts",
    {
      schema: {
        tags: ["cities"],
        summary: "How many published guides each city has, for the city tiles",
        response: { 200: cityGuideCountsSchema },
      },
    },
    async () => cityGuideCounts(app.db),
  );

  app.post(
    "/cities",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["cities"],
        summary: "Add a city (admins only)",
        body: cityInputSchema,
        response: { 201: citySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await addCity(app.db, request.body));
    },
  );

  app.put(
    "/cities/:id",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["cities"],
        summary: "Rename, recolour or relocate a city (admins only); its guides and places stay attached",
        params: idParamSchema,
        body: cityInputSchema,
        response: { 200: citySchema, ...adminErrors },
      },
    },
    async (request) => {
      return changeCity(app.db, request.params.id, request.body);
    },
  );

  app.get(
    "/cities/:id/usage",
    {
      config: { tokenScope: "never" },
      onRequest: adminOnly,
      schema: {
        tags: ["cities"],
        summary: "How many guides and places use a city, asked before deleting it (admins only)",
        params: idParamSchema,
        response: { 200: cityUsageSchema, ...adminErrors },
      },
    },
    async (request) => cityUsage(app.db, request.params.id),
  );

  app.delete(
    "/cities/:id",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["cities"],
        summary: "Delete a city no guide or place uses (admins only)",
        params: idParamSchema,
        response: { 204: z.null(), ...adminErrors },
      },
    },
    async (request, reply) => {
      await removeCity(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
