import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { API_ERRORS } from "../../shared/messages";
import {
  apiErrorSchema,
  cityInputSchema,
  cityListSchema,
  citySchema,
  idParamSchema,
} from "../../shared/schemas";
import { adminOnly } from "../auth/session";
import { NotFoundError } from "../errors";
import { createCity, deleteCity, updateCity } from "./mutations";
import { listCities, toCity } from "./repository";

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
    async () => ({ items: await listCities(app.db) }),
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
      return reply.status(201).send(toCity(await createCity(app.db, request.body)));
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
      const city = await updateCity(app.db, request.params.id, request.body);
      if (!city) throw new NotFoundError(API_ERRORS.cityNotFound);
      return toCity(city);
    },
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
      if (!(await deleteCity(app.db, request.params.id))) throw new NotFoundError(API_ERRORS.cityNotFound);
      return reply.status(204).send(null);
    },
  );
};
