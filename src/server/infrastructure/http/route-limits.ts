import type { FastifyRequest } from "fastify";

const MINUTE_MS = 60_000;

/** Whose requests a per-account limit counts: the account's, so that all its clients and nodes count together. */
export const accountLimitKey = (userId: string) => `user:${userId}`;

/**
 * Per-route rate-limit options for writes that may carry pictures: each upload costs a decode and disk space, so one
 * account (or, signed out, one address) may send `perMinute` a minute, counted across every node (the shared
 * store registered in app.ts). An assistant's write over MCP counts against the route it stands for
 * (`countRouteWrite` in delivery/mcp).
 */
export const uploadRateLimit = (perMinute: number) => ({
  max: perMinute,
  timeWindow: MINUTE_MS,
  keyGenerator: async (request: FastifyRequest) => {
    const user = await request.currentUser();
    return user ? accountLimitKey(user.id) : `address:${request.ip}`;
  },
});

/**
 * Per-route rate-limit options for what anyone may ask (search, the MCP server): one client address may send
 * `perMinute` a minute, counted across every node; requests for which `exempt` says so are not counted.
 */
export const addressRateLimit = (perMinute: number, exempt?: (request: FastifyRequest) => boolean) => ({
  max: perMinute,
  timeWindow: MINUTE_MS,
  keyGenerator: (request: FastifyRequest) => `address:${request.ip}`,
  ...(exempt ? { allowList: exempt } : {}),
});

/**
 * Per-account rate-limit options shared by a group of routes (following people and cities, say): one account may
 * make `max` of them in `timeWindowMs`, counted across every node; only signed-in requests reach such routes.
 */
export const accountGroupRateLimit = (groupId: string, max: number, timeWindowMs: number) => ({
  max,
  timeWindow: timeWindowMs,
  groupId,
  keyGenerator: async (request: FastifyRequest) => {
    const user = await request.currentUser();
    return user ? accountLimitKey(user.id) : `address:${request.ip}`;
  },
});
