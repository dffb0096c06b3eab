import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TOKEN_LIMITS } from "../../../../shared/api-tokens";
import {
  apiErrorSchema,
  apiTokenInputSchema,
  apiTokenListSchema,
  createdApiTokenSchema,
  idParamSchema,
} from "../../../../shared/schemas";
import { requireUser } from "../session";
import { createToken, revoke, tokensOf } from "./service";

// Managing tokens takes the website's session: a token can neither make nor revoke tokens.
const sessionOnly = { tokenScope: "never" as const };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Personal API tokens on the edit-profile page (docs/decisions/042). */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me/tokens",
    {
      config: sessionOnly,
      schema: {
        tags: ["tokens"],
        summary: "The signed-in user's live API tokens, newest first (never the tokens themselves)",
        response: { 200: apiTokenListSchema, ...errors },
      },
    },
    async (request) => tokensOf(app.db, await requireUser(request)),
  );

  app.post(
    "/me/tokens",
    {
      config: sessionOnly,
      schema: {
        tags: ["tokens"],
        summary: `Create an API token, shown this once (at most ${TOKEN_LIMITS.perUser} live tokens a user)`,
        body: apiTokenInputSchema,
        response: { 201: createdApiTokenSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = await createToken(app.db, await requireUser(request), request.body);
      return reply.status(201).send(token);
    },
  );

  app.delete(
    "/me/tokens/:id",
    {
      config: sessionOnly,
      schema: {
        tags: ["tokens"],
        summary: "Revoke one of the signed-in user's API tokens, on every node at once",
        params: idParamSchema,
        response: { 204: z.null(), ...errors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await revoke(app.db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
