import autocannon from "autocannon";

export type LoadOptions = { url: string; seconds: number; connections: number; warmupSeconds: number };

export type LoadFigures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number };

/** Loads one URL with autocannon after a discarded warm-up; any error, timeout or non-2xx reply fails the run. */
export async function measureLoad({
  url,
  seconds,
  connections,
  warmupSeconds,
}: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    warmup: warmupSeconds > 0 ? { connections, duration: warmupSeconds } : undefined,
  });
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
  };
}
