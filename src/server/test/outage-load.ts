import type { ServerProcess } from "./server-process";

/** One request of the load: when it started and ended (ms since the run began) and how it was answered. */
export type Sample = {
  kind: "read" | "write";
  startedAt: number;
  endedAt: number;
  status: number;
  retryAfter: string | null;
  code: string | undefined;
};

export type OutageRun = {
  samples: Sample[];
  /** When the outage began and when the database was reachable again, in ms since the run began. */
  downAt: number;
  upAt: number;
  /** Place ids whose bookmark the server acknowledged with 200. */
  acknowledged: string[];
};

const READ_EVERY_MS = 50;
const WRITE_EVERY_MS = 1_000;

/**
 * Steady reads (20 a second) and a bookmark write every second against a running server; `outage` is awaited
 * two seconds in and returns once the database is back. The load goes on for `afterMs` after that.
 */
export async function runLoadThroughOutage(options: {
  server: ServerProcess;
  headers: Record<string, string>;
  placeIds: string[];
  outage: () => Promise<void>;
  afterMs?: number;
}): Promise<OutageRun> {
  const { server, headers, placeIds } = options;
  const began = Date.now();
  const now = () => Date.now() - began;
  const samples: Sample[] = [];
  const acknowledged: string[] = [];
  const pending = new Set<Promise<void>>();

  const send = (kind: Sample["kind"], path: string, init: RequestInit = {}, onOk?: () => void) => {
    const startedAt = now();
    const request = fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(10_000) })
      .then(async (response) => {
        const text = await response.text();
        let code: string | undefined;
        if (response.status !== 200) code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
        samples.push({
          kind,
          startedAt,
          endedAt: now(),
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          code,
        });
        if (response.status === 200) onOk?.();
      })
      .catch(() => {
        samples.push({ kind, startedAt, endedAt: now(), status: 0, retryAfter: null, code: "NO_ANSWER" });
      })
      .finally(() => pending.delete(request));
    pending.add(request);
  };

  const reads = ["/api/guides", "/api/cities", `/api/places/${placeIds[0]}`, "/api/health"];
  let readCount = 0;
  const reader = setInterval(
    () => send("read", reads[readCount++ % reads.length] ?? "/api/cities"),
    READ_EVERY_MS,
  );
  let writeCount = 0;
  const writer = setInterval(() => {
    const placeId = placeIds[writeCount++ % placeIds.length];
    if (!placeId) return;
    send("write", `/api/me/bookmarked-places/${placeId}`, { method: "PUT", headers }, () =>
      acknowledged.push(placeId),
    );
  }, WRITE_EVERY_MS);

  try {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const downAt = now();
    await options.outage();
    const upAt = now();
    await new Promise((resolve) => setTimeout(resolve, options.afterMs ?? 5_000));
    return { samples, downAt, upAt, acknowledged };
  } finally {
    clearInterval(reader);
    clearInterval(writer);
    await Promise.all(pending);
  }
}
