import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { SharedCounter } from "../rate-limits/counter";

/** What @fastify/rate-limit hands a route's store: the route's merged options, its route among them. */
type RouteLimitOptions = { routeInfo: { method: string | string[]; url: string } };

/** Where a limited route's counts are kept: what a key counted against the route starts with. */
export const routeLimitPrefix = (method: string, url: string) => `http:${method} ${url}:`;

/**
 * @fastify/rate-limit's counters in the table every node shares. Each limited route counts on its own, as the
 * plugin's memory store does: its keys are prefixed with the route.
 */
export function sharedRateLimitStore(count: SharedCounter): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "http:",
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore["incr"]>[1], timeWindow: number) {
      count(`${this.prefix}${key}`, timeWindow).then(
        ({ count: current, msLeft }) => callback(null, { current, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore["child"]>[0]) {
      const { method, url } = (options as unknown as RouteLimitOptions).routeInfo;
      return new SharedRateLimitStore(options, routeLimitPrefix(String(method), url));
    }
  };
}
