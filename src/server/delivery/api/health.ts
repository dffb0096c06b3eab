import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { API_ERRORS } from "../../../shared/messages";
import { apiErrorSchema } from "../../../shared/schemas";
import { migrationsApplied, pingDatabase } from "../../infrastructure/db/migration-status";

const engineSchema = z.enum(["pglite", "postgres"]);

/**
 * Three checks for three askers: `/health` for people and simple monitors, `/health/live` for a supervisor
 * deciding whether to restart the process, `/health/ready` for a proxy or orchestrator deciding whether to send
 * it traffic (database reachable and fully migrated).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "200 when the server and its database answer; 503 while the database is unreachable",
        response: { 200: z.object({ status: z.literal("ok"), database: engineSchema }) },
      },
    },
    async () => {
      await pingDatabase(app.db);
      return { status: "ok" as const, database: app.database.engine };
    },
  );

  app.get(
    "/health/live",
    {
      schema: {
        tags: ["health"],
        summary: "200 while the process runs and answers, whatever the database's state",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["health"],
        summary: "200 when the database answers and every migration is applied; 503 otherwise",
        response: {
          200: z.object({ status: z.literal("ready"), database: engineSchema }),
          503: apiErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      if (!(await migrationsApplied(app.db))) {
        reply.header("retry-after", "5");
        return reply
          .status(503)
          .send({ error: { code: "MIGRATIONS_PENDING", message: API_ERRORS.unavailable } });
      }
      return { status: "ready" as const, database: app.database.engine };
    },
  );
};
