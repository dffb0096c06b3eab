import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { API_ERRORS } from "../../shared/messages";
import {
  apiErrorSchema,
  bookmarkedPlaceGroupsSchema,
  idParamSchema,
  savedGuideGroupsSchema,
  saveResultSchema,
} from "../../shared/schemas";
import { requireUser } from "../auth/session";
import { NotFoundError } from "../errors";
import { bookmarkPlace, saveGuide, unbookmarkPlace, unsaveGuide } from "./mutations";
import { guideExists, listBookmarkedPlaceGroups, listSavedGuideGroups, placeExists } from "./repository";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Saved guides and bookmarked places: each user sees and changes only their own. */
export const saveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me/saved-guides",
    {
      schema: {
        tags: ["saves"],
        summary: "Your saved guides, grouped by location",
        response: { 200: savedGuideGroupsSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { groups: await listSavedGuideGroups(app.db, user.id) };
    },
  );

  app.put(
    "/me/saved-guides/:id",
    {
      schema: {
        tags: ["saves"],
        summary: "Save a guide; saving it again is not an error (already: true)",
        params: idParamSchema,
        response: { 200: saveResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (!(await guideExists(app.db, request.params.id))) throw new NotFoundError(API_ERRORS.guideNotFound);
      const created = await saveGuide(app.db, user.id, request.params.id);
      return { saved: true, already: !created };
    },
  );

  app.delete(
    "/me/saved-guides/:id",
    {
      schema: {
        tags: ["saves"],
        summary: "Stop saving a guide (idempotent)",
        params: idParamSchema,
        response: { 200: saveResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await unsaveGuide(app.db, user.id, request.params.id);
      return { saved: false, already: false };
    },
  );

  app.get(
    "/me/bookmarked-places",
    {
      schema: {
        tags: ["saves"],
        summary: "Your bookmarked places, grouped by city",
        response: { 200: bookmarkedPlaceGroupsSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { groups: await listBookmarkedPlaceGroups(app.db, user.id) };
    },
  );

  app.put(
    "/me/bookmarked-places/:id",
    {
      schema: {
        tags: ["saves"],
        summary: "Bookmark a place; bookmarking it again is not an error (already: true)",
        params: idParamSchema,
        response: { 200: saveResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (!(await placeExists(app.db, request.params.id))) throw new NotFoundError(API_ERRORS.placeNotFound);
      const created = await bookmarkPlace(app.db, user.id, request.params.id);
      return { saved: true, already: !created };
    },
  );

  app.delete(
    "/me/bookmarked-places/:id",
    {
      schema: {
        tags: ["saves"],
        summary: "Remove a place from your bookmarks (idempotent)",
        params: idParamSchema,
        response: { 200: saveResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await unbookmarkPlace(app.db, user.id, request.params.id);
      return { saved: false, already: false };
    },
  );
};
