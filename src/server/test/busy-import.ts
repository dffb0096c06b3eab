import { readFileSync } from "node:fs";
import type { LightMyRequestResponse } from "fastify";
import { releaseMemory } from "../../shared/release-memory";
import type { TestApp } from "./app";

/** What an import cost and what another client saw meanwhile. */
export type BusyImport = {
  response: LightMyRequestResponse;
  wallMs: number;
  /** CPU time of the whole process (every thread) and of the server's own thread. */
  cpuMs: number;
  mainThreadCpuMs: number | null;
  /** The slowest answer another client had, counted from when it meant to ask. */
  otherClientMs: number;
  otherClientRequests: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
};

const PROBE_EVERY_MS = 100;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * CPU time of this process's main thread, which serves the app under test: Linux's count for the thread whose
 * id is the process's (Node 20 has no `process.threadCpuUsage`). Null elsewhere.
 */
function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime, the 14th and 15th fields, in ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Collects this thread's garbage and waits out the malloc trim that follows an import thread's end. */
async function settledRss(): Promise<number> {
  releaseMemory();
  await sleep(1500);
  releaseMemory();
  return process.memoryUsage.rss();
}

/**
 * Sends an import and, while it runs, asks `otherUrl` every 100 ms as another client would. A client's wait is
 * counted from when it meant to ask, not from when this thread got round to asking: a server thread held up by
 * the import delays the asking too, and a client on another machine would not have waited for that.
 */
export async function busyImport(
  t: TestApp,
  send: () => Promise<LightMyRequestResponse>,
  otherUrl: string,
): Promise<BusyImport> {
  const rssBefore = await settledRss();
  let rssPeak = rssBefore;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const mainCpu = mainThreadCpuMs();
  let done = false;
  let wallMs = 0;
  let used = { user: 0, system: 0 };
  let mainCpuAfter: number | null = null;
  const importing = send().finally(() => {
    done = true;
    wallMs = performance.now() - started;
    used = process.cpuUsage(cpu);
    mainCpuAfter = mainThreadCpuMs();
  });
  let otherClientMs = 0;
  let otherClientRequests = 0;
  for (let meant = started + PROBE_EVERY_MS; !done; meant += PROBE_EVERY_MS) {
    await sleep(meant - performance.now());
    // A client that asked at `meant` waited at least until this thread was free again, answered or not.
    otherClientMs = Math.max(otherClientMs, performance.now() - meant);
    if (done) break;
    const answer = await t.app.inject({ method: "GET", url: otherUrl });
    if (answer.statusCode !== 200) throw new Error(`${otherUrl} answered ${answer.statusCode} meanwhile`);
    otherClientMs = Math.max(otherClientMs, performance.now() - meant);
    otherClientRequests++;
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    // Asks missed while this thread was held up are not made up for: the wait above counted them.
    meant = Math.max(meant, performance.now() - PROBE_EVERY_MS);
  }
  const response = await importing;
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  return {
    response,
    wallMs: Math.round(wallMs),
    cpuMs: Math.round((used.user + used.system) / 1000),
    mainThreadCpuMs: mainCpu === null || mainCpuAfter === null ? null : mainCpuAfter - mainCpu,
    otherClientMs: Math.round(otherClientMs),
    otherClientRequests,
    rssBeforeMb: mb(rssBefore),
    rssPeakMb: mb(rssPeak),
    rssAfterMb: mb(await settledRss()),
  };
}
