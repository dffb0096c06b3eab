/**
 * Start-up benchmark (npm run bench:start), out of process: `npm start` as the README runs it, on a fresh data
 * directory (the first start, which builds when the build is stale and seeds the demo content), then again on
 * that directory several times (the second start the issue tracker asks to be healthy within 3 s). Each time is
 * from spawning `npm start` to the first 200 from /api/health/ready, polled every 20 ms. It runs on this
 * machine's Node and on Node 24 LTS (from the npm registry, as bench/processes.ts installs it).
 * BENCH_STARTS sets the number of second starts (default 5).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { CleanupStack, makeTempDir } from "./engines";
import { freePort, targetNode, waitUntilAnswering } from "./processes";

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const TARGET_MS = 3_000;

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = once(child, "exit");
  // npm runs the server as its child: the signal goes to the whole group, as a terminal's Ctrl-C does.
  process.kill(-child.pid, "SIGINT");
  await exited;
}

/** Milliseconds from spawning `npm start` to a ready server; the server is stopped again before returning. */
async function timedStart(dataDir: string, nodeBinDir: string): Promise<number> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn("npm", ["start"], {
    env: {
      ...process.env,
      PATH: `${nodeBinDir}${path.delimiter}${process.env.PATH ?? ""}`,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    // A first start may build the app first: it gets ten minutes.
    await waitUntilAnswering(`http://127.0.0.1:${port}/api/health/ready`, child, "npm start", {
      everyMs: 20,
      withinMs: 600_000,
    });
    return performance.now() - startedAt;
  } finally {
    await stop(child);
  }
}

async function measure(label: string, nodeBinDir: string, cleanup: CleanupStack): Promise<string> {
  const dataDir = await makeTempDir(cleanup);
  const first = await timedStart(dataDir, nodeBinDir);
  const seconds: number[] = [];
  for (let run = 0; run < STARTS; run++) seconds.push(await timedStart(dataDir, nodeBinDir));
  const sorted = [...seconds].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const slowest = sorted.at(-1) ?? Number.NaN;
  const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
  return (
    `${label.padEnd(12)} first ${ms(first).padStart(9)}   second starts ${seconds.map(ms).join(", ")}   ` +
    `median ${ms(median)}, slowest ${ms(slowest)} (${slowest < TARGET_MS ? "within" : "OVER"} ${ms(TARGET_MS)})`
  );
}

async function main(): Promise<void> {
  const cleanup = new CleanupStack();
  try {
    const lines = [await measure(`Node ${process.versions.node}`, path.dirname(process.execPath), cleanup)];
    const node24 = targetNode();
    if (node24 !== process.execPath) {
      const version = execFileSync(node24, ["--version"], { encoding: "utf8" });
      lines.push(await measure(`Node ${version.trim().replace(/^v/, "")}`, path.dirname(node24), cleanup));
    }
    console.log(`\n\`npm start\` until /api/health/ready answers 200 (${STARTS} second starts each)\n`);
    for (const line of lines) console.log(line);
  } finally {
    await cleanup.runAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
