import type { BetterAuthRateLimitStorage } from "better-auth";
import type { SharedCounter } from "../../infrastructure/rate-limits/counter";

/**
 * better-auth's counters in the table every node shares: a fixed window per key, at most `max` requests from its
 * start, then refused until it ends. (Its own memory store is also one map for every auth instance in the process.)
 */
export function createRateLimitStore(count: SharedCounter): BetterAuthRateLimitStorage {
  return {
    async consume(key, rule) {
      const { count: requests, msLeft } = await count(`auth:${key}`, rule.window * 1000);
      if (requests <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(msLeft / 1000)) };
    },
  };
}
