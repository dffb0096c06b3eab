/**
 * What one caller of the MCP server costs everyone else (npm run bench:mcp; issue 62, docs/decisions/048), out of
 * process: the compiled server on the embedded database (or PostgreSQL with BENCH_ENGINE=postgres, see
 * engines.ts) with the demo content, its per-address limit lifted so that one address can ask as fast as it can.
 * Measures with wrk, one thread: the floor (`/api/cities`, one connection, idle), one MCP `search` call at a time
 * (misspelt names, queries that find nothing) beside the same searches on the API, another client's `/api/cities` while four connections send MCP
 * searches back to back, and what a 100-call batch gets. Prints the figures and the machine's load.
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import {
  compiledServer,
  disposeServerProcess,
  startServerProcess,
  waitForHealth,
} from "../src/server/test/server-process";
import { CleanupStack, makeTempDir, postgresTarget } from "./engines";
import { ensureWrk, runWrk, type WrkFigures } from "./wrk";

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const QUERIES = [
  "sagrada familia",
  "eifel tower",
  "cafe de l'opera",
  "sao bento",
  "qqqzzzxx",
  "paris",
  "rooftop",
];

const toolCall = (query: string, id = 1) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name: "search", arguments: { query } },
});

/** A wrk script that POSTs MCP search calls, a query of QUERIES in turn. */
function searchScript(dir: string): string {
  const bodies = QUERIES.map((query) => JSON.stringify(JSON.stringify(toolCall(query))));
  const file = path.join(dir, "mcp-search.lua");
  writeFileSync(
    file,
    `local bodies = { ${bodies.join(", ")} }
local n = 0
wrk.method = "POST"
wrk.headers["content-type"] = "application/json"
wrk.headers["accept"] = "application/json, text/event-stream"
wrk.headers["mcp-protocol-version"] = "2025-06-18"
request = function()
  n = n % #bodies + 1
  return wrk.format(nil, nil, nil, bodies[n])
end
`,
  );
  return file;
}

/** A wrk script that asks GET /api/search for each of QUERIES in turn. */
function restSearchScript(dir: string): string {
  const paths = QUERIES.map((query) => JSON.stringify(`/api/search?q=${encodeURIComponent(query)}`));
  const file = path.join(dir, "rest-search.lua");
  writeFileSync(
    file,
    `local paths = { ${paths.join(", ")} }
local n = 0
request = function()
  n = n % #paths + 1
  return wrk.format("GET", paths[n])
end
`,
  );
  return file;
}

const row = (label: string, figures: WrkFigures) =>
  `${label.padEnd(58)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${figures.p50.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms${figures.non2xx ? `  non-2xx ${figures.non2xx}` : ""}`;

/** The compiled server on a database of its own (PostgreSQL with BENCH_ENGINE=postgres) with the demo content. */
async function started(cleanup: CleanupStack, limits: Record<string, string>) {
  const postgres = process.env.BENCH_ENGINE === "postgres" ? await postgresTarget(cleanup) : undefined;
  if (postgres && "skipped" in postgres) throw new Error(`No PostgreSQL: ${postgres.skipped}`);
  const server = await startServerProcess({
    entry: compiledServer(),
    env: {
      DEMO_CONTENT: "true",
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: "a-benchmark-secret-of-at-least-32-chars",
      ...limits,
      ...(postgres?.databaseUrl ? { DATABASE_URL: postgres.databaseUrl } : {}),
    },
  });
  await waitForHealth(server);
  return server;
}

async function main(): Promise<void> {
  ensureWrk();
  const cleanup = new CleanupStack();
  try {
    const dir = await makeTempDir(cleanup);
    const script = searchScript(dir);
    // One address as fast as it can: what a single request costs, and what it costs others.
    const unlimited = await started(cleanup, { MCP_RATE_LIMIT: "100000000", SEARCH_RATE_LIMIT: "100000000" });
    const cities = `${unlimited.url}/api/cities`;
    const mcp = `${unlimited.url}/mcp`;
    await runWrk(mcp, { seconds: 3, connections: 1, script });
    const floor = await runWrk(cities, { seconds: SECONDS, connections: 1 });
    const oneAtATime = await runWrk(mcp, { seconds: SECONDS, connections: 1, script });
    const restOneAtATime = await runWrk(`${unlimited.url}/api/search`, {
      seconds: SECONDS,
      connections: 1,
      script: restSearchScript(dir),
    });
    const [, other] = await Promise.all([
      runWrk(mcp, { seconds: SECONDS, connections: 4, script }),
      runWrk(cities, { seconds: SECONDS, connections: 1 }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const batch = Array.from({ length: 100 }, (_, n) =>
      toolCall(QUERIES[n % QUERIES.length] ?? "paris", n + 1),
    );
    const batchStarted = performance.now();
    const refused = await fetch(`${unlimited.url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify(batch),
    });
    const batchMs = performance.now() - batchStarted;
    await disposeServerProcess(unlimited);
    // The same flood at the limits as shipped (MCP_RATE_LIMIT): past them it is answered 429.
    const limited = await started(cleanup, {});
    cleanup.defer("stop the server", () => disposeServerProcess(limited));
    const [, otherAtLimit] = await Promise.all([
      runWrk(`${limited.url}/mcp`, { seconds: SECONDS, connections: 4, script }),
      runWrk(`${limited.url}/api/cities`, { seconds: SECONDS, connections: 1 }),
    ]);
    const engine = process.env.BENCH_ENGINE === "postgres" ? "PostgreSQL" : "embedded database";
    console.log(`\nMCP search, ${engine}, demo content, wrk ${SECONDS} s a run`);
    console.log(row("floor: /api/cities, one connection, idle", floor));
    console.log(row("one MCP search call at a time", oneAtATime));
    console.log(row("the same searches on the API (GET /api/search), one at a time", restOneAtATime));
    console.log(row("another client's /api/cities while 4 connections search, no limit", other));
    console.log(row("the same at the shipped limit (MCP_RATE_LIMIT)", otherAtLimit));
    console.log(`a 100-call batch: ${refused.status} in ${batchMs.toFixed(1)} ms`);
    console.log(
      `load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await cleanup.runAll();
  }
}

await main();
