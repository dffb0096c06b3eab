import type { BetterAuthRateLimitStorage } from "better-auth";

const MAX_ENTRIES = 10_000;

/**
 * Rate-limit counters kept by one app. better-auth's own memory store is a single module-level map shared by
 * every auth instance in the process, so apps built side by side (as the tests do) would count each other's
 * requests. A fixed window per key: at most `max` requests from its start, then refused until it ends.
 */
export function createRateLimitStore(): BetterAuthRateLimitStorage {
  const windows = new Map<string, { start: number; count: number; ends: number }>();
  const prune = (now: number) => {
    if (windows.size < MAX_ENTRIES) return;
    for (const [key, entry] of windows) if (entry.ends <= now) windows.delete(key);
    // Still full of live windows: forget the oldest rather than grow without bound.
    for (const key of windows.keys()) {
      if (windows.size < MAX_ENTRIES) break;
      windows.delete(key);
    }
  };
  return {
    async consume(key, rule) {
      const now = Date.now();
      const entry = windows.get(key);
      if (!entry || entry.ends <= now) {
        prune(now);
        windows.set(key, { start: now, count: 1, ends: now + rule.window * 1000 });
        return { allowed: true, retryAfter: null };
      }
      if (entry.count < rule.max) {
        entry.count += 1;
        return { allowed: true, retryAfter: null };
      }
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((entry.ends - now) / 1000)) };
    },
  };
}
