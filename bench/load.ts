import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { LoadRun } from "./load-generator";

const run = promisify(execFile);
const GENERATOR = fileURLToPath(new URL("./load-generator.ts", import.meta.url));

export type LoadOptions = {
  url: string;
  seconds: number;
  connections: number;
  warmupSeconds: number;
  /** The process answering, whose CPU time per request is measured over the run. */
  serverPid: number;
};
export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** CPU time (user and system) the answering process spent per request, in microseconds. */
  cpuMicrosPerRequest: number;
};

/** Clock ticks per second of /proc/{pid}/stat's CPU times: 100 on Linux's every usual build. */
const TICKS_PER_SECOND = 100;

/** CPU time a process has used so far, in microseconds (Linux: /proc/{pid}/stat, fields 14 and 15). */
export async function cpuMicrosOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}

/** One run of bench/load-generator.ts, in a process of its own (tsx as a loader in that process). */
async function generateLoad(url: string, connections: number, seconds: number): Promise<LoadRun> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", GENERATOR, url, String(connections), String(seconds)],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LoadRun;
}

/**
 * Loads one URL with autocannon in a process of its own (load-generator.ts) (a load generator inside the server's
 * process would share its event loop and flatter it), after a discarded warm-up; any error, timeout or
 * non-2xx reply fails the run. Beside throughput and latency it reports the server's CPU time per request,
 * which a machine busy with other work disturbs far less than requests per second.
 */
export async function measureLoad({
  url,
  seconds,
  connections,
  warmupSeconds,
  serverPid,
}: LoadOptions): Promise<LoadFigures> {
  if (warmupSeconds > 0) await generateLoad(url, connections, warmupSeconds);
  const cpuBefore = await cpuMicrosOf(serverPid);
  const result = await generateLoad(url, connections, seconds);
  const cpuMicros = (await cpuMicrosOf(serverPid)) - cpuBefore;
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx replies ` +
        `(status codes ${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  if (result.requests === 0) throw new Error(`${url}: no request completed`);
  return {
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    requests: result.requests,
    cpuMicrosPerRequest: cpuMicros / result.requests,
  };
}
