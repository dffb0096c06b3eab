import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { SharedCounter } from "../rate-limits/counter";
import { RefusedUntil } from "../rate-limits/refused-until";

/** What @fastify/rate-limit hands a route's store: the route's merged options, its route among them. */
type RouteLimitOptions = { routeInfo: { method: string | string[]; url: string }; groupId?: string };

/** Where a limited route's counts are kept: what a key counted against the route starts with. */
export const routeLimitPrefix = (method: string, url: string) => `http:${method} ${url}:`;

/**
 * @fastify/rate-limit's counters in the table every node shares. Each limited route counts on its own, as the
 * plugin's memory store does: its keys are prefixed with the route, or with the group of routes that count together
 * (the `groupId` of their options). A key past its limit is refused by this node without counting again until its
 * window ends.
 */
export function sharedRateLimitStore(count: SharedCounter): FastifyRateLimitStoreCtor {
  const refused = new RefusedUntil();
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "http:",
    ) {}

    incr(
      key: string,
      callback: Parameters<FastifyRateLimitStore["incr"]>[1],
      timeWindow: number,
      max: number,
    ) {
      const counted = `${this.prefix}${key}`;
      const left = refused.msLeft(counted);
      if (left > 0) {
        callback(null, { current: max + 1, ttl: left });
        return;
      }
      count(counted, timeWindow).then(
        ({ count: current, msLeft }) => {
          if (current > max) refused.refuse(counted, msLeft);
          callback(null, { current, ttl: msLeft });
        },
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore["child"]>[0]) {
      const { routeInfo, groupId } = options as unknown as RouteLimitOptions;
      const prefix = groupId
        ? `http:group ${groupId}:`
        : routeLimitPrefix(String(routeInfo.method), routeInfo.url);
      return new SharedRateLimitStore(options, prefix);
    }
  };
}
