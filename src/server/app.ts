import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, type RouteOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { healthRoutes } from "./delivery/api/health";
import { openApiOptions } from "./delivery/api/openapi";
import { mcpRoutes } from "./delivery/mcp/routes";
import { registerWebApp } from "./delivery/pages/web-app";
import { previewRoutes } from "./delivery/previews/routes";
import { RealtimeHub } from "./delivery/realtime/hub";
import { realtimeRoutes } from "./delivery/realtime/routes";
import { sitemapRoutes } from "./delivery/sitemap/routes";
import { createAuth } from "./domains/auth/auth";
import { authRoutes } from "./domains/auth/routes";
import { resolveAuthSecret } from "./domains/auth/secret";
import { registerSession } from "./domains/auth/session";
import { apiTokenRoutes } from "./domains/auth/tokens/routes";
import { tokenHolders } from "./domains/auth/tokens/service";
import { createDeliveries, type Deliveries } from "./domains/channels/deliveries";
import { channelRoutes } from "./domains/channels/routes";
import { unsubscribeTokens } from "./domains/channels/unsubscribe-token";
import { type CityDirectory, openCityDirectory } from "./domains/cities/city-directory";
import { cityRoutes } from "./domains/cities/routes";
import { feedRoutes } from "./domains/feed/routes";
import { followRoutes } from "./domains/follows/routes";
import { guideExportRoutes } from "./domains/guides/export-routes";
import { guideMemberRoutes } from "./domains/guides/members/routes";
import { guideOperationRoutes } from "./domains/guides/operations/routes";
import { guideStreamAccess } from "./domains/guides/permissions";
import { guideReactionRoutes } from "./domains/guides/reactions/routes";
import { guideRoutes } from "./domains/guides/routes";
import { guideWriteRoutes } from "./domains/guides/write-routes";
import { importRoutes } from "./domains/imports/routes";
import { notificationRoutes } from "./domains/notifications/routes";
import { handleNotificationJobs, whenRecorded } from "./domains/notifications/service";
import { placeAdminRoutes } from "./domains/places/admin-routes";
import { placeRoutes } from "./domains/places/routes";
import { profileRoutes } from "./domains/profiles/routes";
import { saveRoutes } from "./domains/saves/routes";
import { searchRoutes } from "./domains/search/routes";
import { suggestionRoutes } from "./domains/suggestions/routes";
import type { Config } from "./infrastructure/config";
import type { Database, DatabaseHandle } from "./infrastructure/db/client";
import { AccessLog } from "./infrastructure/http/access-log";
import { contentSecurityDirectives } from "./infrastructure/http/content-security";
import { answerFrameworkError, registerErrorHandling } from "./infrastructure/http/errors";
import { registerGracefulClose } from "./infrastructure/http/graceful-close";
import { registerMetrics } from "./infrastructure/http/metrics";
import { registerQuietMemory } from "./infrastructure/http/quiet-memory";
import { sharedRateLimitStore } from "./infrastructure/http/rate-limit-store";
import { createResponseSerializerCompiler } from "./infrastructure/http/response-serializer";
import { registerRevalidation } from "./infrastructure/http/revalidation";
import { registerSameOriginWrites } from "./infrastructure/http/same-origin";
import { registerSecurityHeaders } from "./infrastructure/http/security-headers";
import { JobQueue } from "./infrastructure/jobs/queue";
import { createMailer, type Mailer } from "./infrastructure/mail/mailer";
import { resolveVapidKeys } from "./infrastructure/push/vapid-keys";
import { createPushSender } from "./infrastructure/push/web-push";
import { createSharedCounter, type SharedCounter } from "./infrastructure/rate-limits/counter";
import { mediaRoutes } from "./infrastructure/storage/routes";
import type { FileStorage } from "./infrastructure/storage/storage";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    storage: FileStorage;
    realtime: RealtimeHub;
    cities: CityDirectory;
    /** Counts a request against a key in the table every node shares (rate limits). */
    countRequest: SharedCounter;
    /** Background work, kept in the database (docs/decisions/066). */
    jobs: JobQueue;
    /** Email digests and Web Push for notifications, as each member chose (docs/decisions/067). */
    deliveries: Deliveries;
  }
}

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  storage: FileStorage;
  /** pino; none by default (tests). */
  logger?: FastifyBaseLogger;
  /** Where mail goes; by default SMTP when configured, else the log. */
  mailer?: Mailer;
  /** Told of every route as it is added (the access-matrix test reads the whole route table this way). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests: check every answer against its zod schema too (docs/decisions/021). */
  checkAnswers?: boolean;
};

export async function buildApp({
  config,
  database,
  storage,
  logger,
  mailer,
  onRoute,
  checkAnswers = false,
}: AppDependencies) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    // Node checks these timeouts on an interval (30 s by default); a shorter one makes the limit hold closely.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
      connectionsCheckingInterval: Math.min(config.requestTimeoutMs / 2, 5_000),
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkWithZod: checkAnswers }));

  const realtime = new RealtimeHub(config.realtimeLimits);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("storage", storage);
  app.decorate("realtime", realtime);
  await realtime.start(database, (guideId, userId) => guideStreamAccess(database.db, guideId, userId));
  const cityDirectory = await openCityDirectory(database);
  app.decorate("cities", cityDirectory);
  // Counted in the database, so that nodes sharing it allow together what one node allows.
  const countRequest = createSharedCounter(database.db);
  app.decorate("countRequest", countRequest);
  const sendMail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const auth = createAuth({ db: database.db, countRequest, config, mailer: sendMail, log: app.log });
  const deliveries = createDeliveries({
    db: database.db,
    mailer: sendMail,
    push: createPushSender({
      keys: resolveVapidKeys(config.push.keys, config.dataDir),
      subject: config.push.subject,
    }),
    tokens: unsubscribeTokens(resolveAuthSecret(config.authSecret, config.dataDir)),
    baseUrl: config.baseUrl.replace(/\/$/, ""),
    digest: config.emailDigest,
    pushOrigins: config.push.extraOrigins,
    log: app.log,
  });
  app.decorate("deliveries", deliveries);
  whenRecorded(database.db, (userIds, event) => deliveries.deliverRecorded(userIds, event));
  const stopDigestSweeps = deliveries.startDigestSweeps();
  registerSession(app, auth, tokenHolders(database.db, countRequest));
  // preClose, not onClose: open event streams would hold close() up, and onClose hooks run last-registered
  // first, so the database (closed by startServer's onClose hook) would go before the hub stopped listening.
  app.addHook("preClose", () => realtime.stop());
  app.addHook("preClose", async () => {
    await cityDirectory.close();
  });
  // Handlers are registered while the app is built; the workers start once it is ready, and stop before the
  // database closes, handing back to the queue what they could not finish (docs/decisions/066).
  const jobs = new JobQueue(database, { log: app.log });
  app.decorate("jobs", jobs);
  handleNotificationJobs(jobs, database.db);
  app.addHook("onReady", () => jobs.start());
  app.addHook("preClose", () => jobs.stop());
  app.addHook("preClose", async () => {
    await stopDigestSweeps();
    await deliveries.settled();
  });

  registerErrorHandling(app);
  registerGracefulClose(app);
  registerSameOriginWrites(app, config.trustedOrigins);
  registerMetrics(app, config.metricsToken);
  registerQuietMemory(app, config.quietMemorySeconds);
  registerRevalidation(app);
  registerSecurityHeaders(app, contentSecurityDirectives(config));
  await app.register(fastifyRateLimit, { global: false, store: sharedRateLimitStore(countRequest) });
  await app.register(fastifySwagger, openApiOptions(config.baseUrl));
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(apiTokenRoutes);
      await api.register(cityRoutes);
      await api.register(guideRoutes);
      await api.register(guideExportRoutes);
      await api.register(guideMemberRoutes);
      await api.register(guideReactionRoutes);
      await api.register(guideOperationRoutes);
      await api.register(placeRoutes);
      await api.register(saveRoutes);
      await api.register(followRoutes);
      await api.register(feedRoutes);
      await api.register(channelRoutes);
      await api.register(notificationRoutes);
      await api.register(searchRoutes);
      await api.register(realtimeRoutes);
      // Only the routes that take files parse multipart forms: the parser hooks into every request of its scope
      // (a listener and two promises each), which the reads would pay for nothing.
      await api.register(async (forms) => {
        await forms.register(fastifyMultipart, { limits: { files: 3, fields: 20 } });
        await forms.register(guideWriteRoutes);
        await forms.register(placeAdminRoutes);
        await forms.register(profileRoutes);
        await forms.register(suggestionRoutes);
        await forms.register(importRoutes);
      });
    },
    { prefix: "/api" },
  );
  await app.register(mediaRoutes);
  await app.register(previewRoutes);
  await app.register(sitemapRoutes);
  await app.register(mcpRoutes);
  await registerWebApp(app, config.webDistDir, config);
  return app;
}
