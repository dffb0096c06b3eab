/**
 * One load run, in a process of its own (bench/load.ts starts it): autocannon's programmatic API, keeping each
 * answer's time as autocannon measured it. autocannon's own percentiles come from a histogram of whole
 * milliseconds (an answer of 5.9 ms counts as 5), which at the 3-5 ms medians of the benchmarked reads moved
 * p99/p50 by up to a fifth either way; the times kept here are exact to the microsecond.
 * Arguments: url connections seconds. Prints one line of JSON (LoadRun).
 */
import { createRequire } from "node:module";

type AutocannonResult = {
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
  requests: { average: number; total: number };
};
type AutocannonRun = {
  on(
    event: "response",
    listener: (client: unknown, statusCode: number, bytes: number, milliseconds: number) => void,
  ): void;
};
type Autocannon = (
  options: { url: string; connections: number; duration: number },
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonRun;

export type LoadRun = Omit<AutocannonResult, "requests"> & {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
};

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** The value below which `share` of the sorted times fall (nearest rank). */
const percentile = (sorted: Float64Array, share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

const [url = "", connections = "32", seconds = "6"] = process.argv.slice(2);
const times: number[] = [];
const run = autocannon(
  { url, connections: Number(connections), duration: Number(seconds) },
  (error, result) => {
    if (error) throw error;
    const sorted = Float64Array.from(times).sort();
    const answer: LoadRun = {
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodeStats: result.statusCodeStats,
      requestsPerSecond: result.requests.average,
      requests: result.requests.total,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
    };
    console.log(JSON.stringify(answer));
  },
);
run.on("response", (_client, statusCode, _bytes, milliseconds) => {
  if (statusCode >= 200 && statusCode < 300) times.push(milliseconds);
});
