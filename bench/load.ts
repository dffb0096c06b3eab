import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { promisify } from "node:util";

const run = promisify(execFile);
const AUTOCANNON = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

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
async function cpuMicrosOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}

type CliResult = {
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
};

async function autocannon(url: string, connections: number, seconds: number): Promise<CliResult> {
  const { stdout } = await run(
    process.execPath,
    [AUTOCANNON, "--json", "--no-progress", "-c", String(connections), "-d", String(seconds), url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as CliResult;
}

/**
 * Loads one URL with the autocannon command in a process of its own (a load generator inside the server's
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
  if (warmupSeconds > 0) await autocannon(url, connections, warmupSeconds);
  const cpuBefore = await cpuMicrosOf(serverPid);
  const result = await autocannon(url, connections, seconds);
  const cpuMicros = (await cpuMicrosOf(serverPid)) - cpuBefore;
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx replies ` +
        `(status codes ${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  if (result.requests.total === 0) throw new Error(`${url}: no request completed`);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    cpuMicrosPerRequest: cpuMicros / result.requests.total,
  };
}
