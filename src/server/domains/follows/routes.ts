import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FOLLOW_LIMITS } from "../../../shared/follows";
import {
  apiErrorSchema,
  cityFollowSchema,
  followedCitiesSchema,
  pageQuerySchema,
  personPageSchema,
  profileFollowsSchema,
} from "../../../shared/schemas";
import { accountGroupRateLimit } from "../../infrastructure/http/route-limits";
import { requireUser } from "../auth/session";
import {
  blockedPage,
  blockPerson,
  cityFollow,
  followCityBySlug,
  followedCities,
  followPerson,
  peoplePage,
  profileFollows,
  removeFollower,
  unblockPerson,
  unfollowCityBySlug,
  unfollowPerson,
} from "./service";

const usernameParams = z.object({ username: z.string().min(1).max(40) });
const slugParams = z.object({ slug: z.string().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const HOUR_MS = 60 * 60 * 1000;
/** Starting to follow (a person or a city) is what spam does: counted together, per account, on every node. */
const followLimit = { rateLimit: accountGroupRateLimit("follow", FOLLOW_LIMITS.followsPerHour, HOUR_MS) };

/** Following people and cities, and blocking people (docs/decisions/063). */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/profiles/:username/follows",
    {
      schema: {
        tags: ["follows"],
        summary:
          "A person's follower and following counts, and whether you follow them, they you, or you blocked them",
        params: usernameParams,
        response: { 200: profileFollowsSchema, 404: apiErrorSchema },
      },
    },
    async (request) => profileFollows(app.db, request.params.username, (await request.currentUser())?.id),
  );

  for (const list of ["followers", "following"] as const)
    app.get(
      `/profiles/:username/${list}`,
      {
        schema: {
          tags: ["follows"],
          summary:
            list === "followers"
              ? "The people who follow a person, newest first, a page at a time"
              : "The people a person follows, newest first, a page at a time",
          params: usernameParams,
          querystring: pageQuerySchema,
          response: { 200: personPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => peoplePage(app.db, request.params.username, list, request.query),
    );

  app.put(
    "/profiles/:username/follow",
    {
      config: { tokenScope: "social", ...followLimit },
      schema: {
        tags: ["follows"],
        summary: "Follow a person; following them again is not an error",
        params: usernameParams,
        response: { 200: profileFollowsSchema, ...errors },
      },
    },
    async (request) => followPerson(app.db, (await requireUser(request)).id, request.params.username),
  );

  app.delete(
    "/profiles/:username/follow",
    {
      config: { tokenScope: "social" },
      schema: {
        tags: ["follows"],
        summary: "Stop following a person (idempotent)",
        params: usernameParams,
        response: { 200: profileFollowsSchema, ...errors },
      },
    },
    async (request) => unfollowPerson(app.db, (await requireUser(request)).id, request.params.username),
  );

  app.delete(
    "/me/followers/:username",
    {
      config: { tokenScope: "social" },
      schema: {
        tags: ["follows"],
        summary: "Stop someone following you, without blocking them (idempotent)",
        params: usernameParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeFollower(app.db, (await requireUser(request)).id, request.params.username);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/me/blocks",
    {
      schema: {
        tags: ["follows"],
        summary: "The people you blocked, most recent first, a page at a time",
        querystring: pageQuerySchema,
        response: { 200: personPageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => blockedPage(app.db, (await requireUser(request)).id, request.query),
  );

  app.put(
    "/me/blocks/:username",
    {
      config: { tokenScope: "social" },
      schema: {
        tags: ["follows"],
        summary:
          "Block a person: the follows between you end, they leave your guides, and they can neither follow you nor be invited to your guides",
        params: usernameParams,
        response: { 200: profileFollowsSchema, ...errors },
      },
    },
    async (request) => blockPerson(app.db, (await requireUser(request)).id, request.params.username),
  );

  app.delete(
    "/me/blocks/:username",
    {
      config: { tokenScope: "social" },
      schema: {
        tags: ["follows"],
        summary: "Unblock a person (idempotent); they do not follow you again by themselves",
        params: usernameParams,
        response: { 200: profileFollowsSchema, ...errors },
      },
    },
    async (request) => unblockPerson(app.db, (await requireUser(request)).id, request.params.username),
  );

  app.get(
    "/cities/:slug/follow",
    {
      schema: {
        tags: ["follows"],
        summary: "How many people follow a city, and whether you do",
        params: slugParams,
        response: { 200: cityFollowSchema, 404: apiErrorSchema },
      },
    },
    async (request) => cityFollow(app.db, request.params.slug, (await request.currentUser())?.id),
  );

  app.put(
    "/cities/:slug/follow",
    {
      config: { tokenScope: "social", ...followLimit },
      schema: {
        tags: ["follows"],
        summary: "Follow a city; following it again is not an error",
        params: slugParams,
        response: { 200: cityFollowSchema, ...errors },
      },
    },
    async (request) => followCityBySlug(app.db, (await requireUser(request)).id, request.params.slug),
  );

  app.delete(
    "/cities/:slug/follow",
    {
      config: { tokenScope: "social" },
      schema: {
        tags: ["follows"],
        summary: "Stop following a city (idempotent)",
        params: slugParams,
        response: { 200: cityFollowSchema, ...errors },
      },
    },
    async (request) => unfollowCityBySlug(app.db, (await requireUser(request)).id, request.params.slug),
  );

  app.get(
    "/me/followed-cities",
    {
      schema: {
        tags: ["follows"],
        summary: "Every city you follow, by name",
        response: { 200: followedCitiesSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => followedCities(app.db, (await requireUser(request)).id),
  );
};
