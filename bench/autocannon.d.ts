/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  };

  export type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** A shorter run first whose figures are discarded. */
    warmup?: { connections?: number; duration?: number };
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  };

  export type Result = {
    url: string;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    /** Milliseconds per request. */
    latency: Histogram;
    /** Requests completed per second, sampled each second. */
    requests: Histogram & { sent: number };
  };

  export default function autocannon(options: Options): Promise<Result>;
}
