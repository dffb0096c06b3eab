import { existsSync } from "node:fs";
import path from "node:path";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { cityRoutes } from "./cities/routes";
import type { Config } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import { guideRoutes } from "./guides/routes";
import { notFound, registerErrorHandling } from "./http/errors";
import { healthRoutes } from "./http/health";
import { placeRoutes } from "./places/routes";
import { RealtimeHub } from "./realtime/hub";
import { realtimeRoutes } from "./realtime/routes";
import { mediaRoutes } from "./storage/routes";
import type { FileStorage } from "./storage/storage";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    storage: FileStorage;
    realtime: RealtimeHub;
  }
}

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  storage: FileStorage;
  logger?: FastifyServerOptions["logger"];
};

const HASHED_ASSET = /^\/assets\//;

export async function buildApp({ config, database, storage, logger = false }: AppDependencies) {
  const app = Fastify({ logger, trustProxy: true }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const realtime = new RealtimeHub();
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("storage", storage);
  app.decorate("realtime", realtime);
  await realtime.start(database);
  app.addHook("onClose", () => realtime.stop());

  registerErrorHandling(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: { "img-src": ["'self'", "data:", "blob:"], "upgrade-insecure-requests": null },
    },
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Cityguides API", version: "1.0.0", description: "City guides, places and cities." },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(cityRoutes);
      await api.register(guideRoutes);
      await api.register(placeRoutes);
      await api.register(realtimeRoutes);
    },
    { prefix: "/api" },
  );
  await app.register(mediaRoutes);
  await registerWebApp(app, config.webDistDir);
  return app;
}

/** Serves the built single-page app; any unknown non-API path gets index.html so client routes deep-link. */
async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasWebApp = existsSync(path.join(distDir, "index.html"));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const relative = `/${path.relative(distDir, filePath)}`;
        reply.header(
          "cache-control",
          HASHED_ASSET.test(relative) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !/^\/(api|media)(\/|$)/.test(request.url);
    if (isPage && hasWebApp) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    throw notFound();
  });
}
