import type { FastifyPluginAsync } from "fastify";

/**
 * Hands /api/auth/* to better-auth. The client address Fastify determined (the socket, or a trusted proxy's
 * X-Forwarded-For) replaces any forwarded header the client sent, so rate limits cannot be dodged by spoofing.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  app.route({
    method: ["GET", "POST"],
    url: "/auth/*",
    schema: { hide: true },
    async handler(request, reply) {
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value === undefined || key === "x-forwarded-for") continue;
        headers.set(key, Array.isArray(value) ? value.join(", ") : value);
      }
      headers.set("x-forwarded-for", request.ip);
      const url = new URL(request.url, app.config.baseUrl);
      const response = await app.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: request.method === "POST" && request.body ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key !== "set-cookie") reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
};
