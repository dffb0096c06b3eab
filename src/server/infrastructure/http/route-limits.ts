import type { FastifyRequest } from "fastify";

/**
 * Per-route rate-limit options for writes that carry pictures: each upload costs a decode and disk space, so one
 * account (or, signed out, one address) may send `perMinute` a minute, counted across every node (the shared
 * store registered in app.ts).
 */
export const uploadRateLimit = (perMinute: number) => ({
  max: perMinute,
  timeWindow: 60_000,
  keyGenerator: async (request: FastifyRequest) => {
    const user = await request.currentUser();
    return user ? `user:${user.id}` : `address:${request.ip}`;
  },
});
