import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { API_ERRORS } from "../../../shared/messages";

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** Compares digests, so neither the token's length nor its first wrong character shows in the timing. */
const tokenMatches = (given: string | undefined, expected: string) =>
  given !== undefined && timingSafeEqual(sha256(given), sha256(expected));

/** What the app counts besides requests: the MCP server's tool calls, by tool and outcome. */
type AppMetrics = { toolCall(tool: string, outcome: "ok" | "error"): void };

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Prometheus metrics on GET /metrics, only when METRICS_TOKEN is set, and then only for requests that send it
 * as a bearer token: request durations by route, the database pool's connections, open event streams, and the
 * MCP server's tool calls.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  if (!token) {
    // Nothing reads counts when /metrics does not exist.
    app.decorate("metrics", { toolCall: () => undefined });
    return;
  }
  const registry = new Registry();
  const toolCalls = new Counter({
    name: "mcp_tool_calls_total",
    help: "Calls of the MCP server's tools, by tool and outcome",
    labelNames: ["tool", "outcome"],
    registers: [registry],
  });
  app.decorate("metrics", { toolCall: (tool, outcome) => toolCalls.inc({ tool, outcome }) });
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route pattern",
    labelNames: ["method", "route", "status_code"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "Connections of the PostgreSQL pool, by state (absent on the embedded database)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "realtime_open_streams",
    help: "Open Server-Sent Event streams",
    registers: [registry],
    collect() {
      this.set(app.realtime.size);
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    // The route's pattern, not its URL: one series per route, however many ids are asked for.
    const route = request.routeOptions.url ?? "unmatched";
    if (route === "/metrics") return;
    durations.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const bearer = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    if (!tokenMatches(bearer, token)) {
      return reply
        .status(401)
        .header("www-authenticate", "Bearer")
        .send({ error: { code: "UNAUTHORIZED", message: API_ERRORS.metricsTokenRequired } });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
