import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  bookmarkedPlaceGroupsSchema,
  idParamSchema,
  savedGuideGroupsSchema,
  savedListQuerySchema,
  saveResultSchema,
} from "../../../shared/schemas";
import { requireUser } from "../auth/session";
import {
  bookmarkedPlaces,
  bookmarkPlaceFor,
  savedGuides,
  saveGuideFor,
  unbookmarkPlaceFor,
  unsaveGuideFor,
} from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const saveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me/saved-guides",
    {
      schema: {
        tags: ["saves"],
        summary:
          "Your saved guides, most recently saved first, a page at a time, grouped by location (or one city's)",
        querystring: savedListQuerySchema,
        response: { 200: savedGuideGroupsSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return savedGuides(app.db, user.id, request.query);
    },
  );

  app.put(
    "/me/saved-guides/:id",
    {
      config: { tokenScope: "saves" },
      schema: {
        tags: ["saves"],
        summary: "Save a guide; saving it again is not an error (already: true)",
        params: idParamSchema,
        response: { 200: saveResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return saveGuideFor(app.db, user.id, request.params.id);
    },
  );

  app.delete(
    "/me/saved-guides/:id",
    {
      config: { tokenScope: "saves" },
      schema: {
        tags: ["saves"],
        summary: "Stop saving a guide (idempotent)",
        params: idParamSchema,
        response: { 200: saveResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return unsaveGuideFor(app.db, user.id, request.params.id);
    },
  );

  app.get(
    "/me/bookmarked-places",
    {
      schema: {
        tags: ["saves"],
        summary:
          "Your bookmarked places, most recent first, a page at a time, grouped by city (or one city's)",
        querystring: savedListQuerySchema,
        response: { 200: bookmarkedPlaceGroupsSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return bookmarkedPlaces(app.db, user.id, request.query);
    },
  );

  app.put(
    "/me/bookmarked-places/:id",
    {
      config: { tokenScope: "saves" },
      schema: {
        tags: ["saves"],
        summary: "Bookmark a place; bookmarking it again is not an error (already: true)",
        params: idParamSchema,
        response: { 200: saveResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return bookmarkPlaceFor(app.db, user.id, request.params.id);
    },
  );

  app.delete(
    "/me/bookmarked-places/:id",
    {
      config: { tokenScope: "saves" },
      schema: {
        tags: ["saves"],
        summary: "Remove a place from your bookmarks (idempotent)",
        params: idParamSchema,
        response: { 200: saveResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return unbookmarkPlaceFor(app.db, user.id, request.params.id);
    },
  );
};
