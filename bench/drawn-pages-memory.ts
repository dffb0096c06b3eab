/**
 * Memory of pages drawn for visitors (npm run bench:memory), out of process: the app as `npm start` runs it, on a
 * fresh PostgreSQL database with the demo content, answers BENCH_PAGES (default 10,000) anonymous views of
 * `/cities`, then as many of `/`, from autocannon in a process of its own (a bounded count, not a duration:
 * what is measured is what stays behind, not how fast). Before, between and after, it reads the app's heap,
 * resident memory and live timers from its own /metrics. Each drawn page used to keep its query cache, and a
 * timer per query, for up to a day (issue 42): timers and heap then grew with every view.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { CleanupStack, postgresTarget } from "./engines";
import { freePort, startApp } from "./processes";

const PAGES = Number(process.env.BENCH_PAGES ?? 10_000);
const CONNECTIONS = 16;
const METRICS_TOKEN = "a-token-for-the-memory-benchmark";

type Reading = { heapMb: number; rssMb: number; timers: number };

/** The figures the app's Prometheus endpoint reports, from its default process metrics. */
async function read(base: string): Promise<Reading> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const metric = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
  return {
    heapMb: metric(/^nodejs_heap_size_used_bytes (\S+)/m) / 2 ** 20,
    rssMb: metric(/^process_resident_memory_bytes (\S+)/m) / 2 ** 20,
    timers: metric(/^nodejs_active_resources\{type="Timeout"\} (\S+)/m) || 0,
  };
}

/** `PAGES` views of `url`, from autocannon's command in a process of its own. */
async function view(url: string): Promise<void> {
  const child = spawn(
    "npx",
    [
      "autocannon",
      "--amount",
      String(PAGES),
      "--connections",
      String(CONNECTIONS),
      "--timeout",
      "60",
      "--json",
      url,
    ],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  await once(child, "exit");
  const result = JSON.parse(output) as { non2xx: number; errors: number; requests: { total: number } };
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} answers other than 2xx`);
  console.log(`  ${result.requests.total} views of ${url}`);
}

const show = (label: string, { heapMb, rssMb, timers }: Reading) =>
  console.log(
    `${label.padEnd(22)} heap ${heapMb.toFixed(0).padStart(5)} MB   RSS ${rssMb.toFixed(0).padStart(5)} MB   timers ${timers}`,
  );

const cleanup = new CleanupStack();
try {
  const target = await postgresTarget(cleanup);
  if ("skipped" in target) throw new Error(`No PostgreSQL: ${target.skipped}`);
  const app = await startApp(
    {
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      port: await freePort(),
      demoContent: true,
      extra: { METRICS_TOKEN },
    },
    cleanup,
  );
  // One view of each first: the renderer and each route's answer writers load with their first use.
  for (const path of ["/cities", "/"]) await fetch(`${app.base}${path}`);
  show("started", await read(app.base));
  await view(`${app.base}/cities`);
  show("after /cities", await read(app.base));
  await view(`${app.base}/`);
  show("after /", await read(app.base));
} finally {
  await cleanup.runAll();
}
