import { sql } from "drizzle-orm";
import type { Database } from "../src/server/infrastructure/db/client";
import { cpuMicrosOf } from "./load";
import { runWrk, type WrkFigures } from "./wrk";

export type Read = { url: string; headers?: Record<string, string> };
/** One wrk run of a read, with the CPU time the app and its database connections spent per request, in µs. */
export type ReadRun = WrkFigures & { appMicros: number; databaseMicros: number };

/** CPU time so far of each connection to the bench's database but `db`'s own, by process id. */
async function databaseCpu(db: Database): Promise<Map<number, number>> {
  const result = await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const pids = (result as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
  const times = await Promise.all(pids.map((pid) => cpuMicrosOf(pid).catch(() => undefined)));
  return new Map(pids.flatMap((pid, n) => (times[n] === undefined ? [] : [[pid, times[n]]])));
}

/**
 * Each read, `rounds` times over, `seconds` each on `connections`, after a warm-up of each; a round goes through
 * the reads in turn, every other round backwards, so that a load rising or falling over a round weighs on
 * neither end. The CPU time per request is the app's and its database connections' (a connection opened during
 * a run counts whole): unlike the throughput, it hardly moves with what else the machine runs.
 */
export async function measureReads(
  base: string,
  reads: Record<string, Read>,
  cpu: { appPid: number; db: Database },
  { rounds, seconds, connections }: { rounds: number; seconds: number; connections: number },
): Promise<Record<string, ReadRun[]>> {
  const once = async (read: Read, runSeconds: number): Promise<ReadRun> => {
    const [appBefore, databaseBefore] = [await cpuMicrosOf(cpu.appPid), await databaseCpu(cpu.db)];
    const figures = await runWrk(`${base}${read.url}`, {
      seconds: runSeconds,
      connections,
      headers: read.headers,
    });
    const [appAfter, databaseAfter] = [await cpuMicrosOf(cpu.appPid), await databaseCpu(cpu.db)];
    let databaseMicros = 0;
    for (const [pid, time] of databaseAfter) databaseMicros += time - (databaseBefore.get(pid) ?? 0);
    const requests = figures.rps * runSeconds;
    return {
      ...figures,
      appMicros: (appAfter - appBefore) / requests,
      databaseMicros: databaseMicros / requests,
    };
  };
  for (const read of Object.values(reads)) await once(read, 2);
  const runs = Object.fromEntries(Object.keys(reads).map((name) => [name, [] as ReadRun[]]));
  const names = Object.keys(reads);
  for (let round = 0; round < rounds; round++)
    for (const name of round % 2 === 0 ? names : [...names].reverse()) {
      const read = reads[name];
      if (read) runs[name]?.push(await once(read, seconds));
    }
  return runs;
}
