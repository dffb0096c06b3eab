import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * helmet's headers on every answer. Its middleware is made once here: @fastify/helmet made it again for each
 * request, parsing the whole configuration every time, which cost the anonymous reads more than their SQL did.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook("onRequest", (request, reply, done) => {
    // On the raw response, as helmet itself does, so hijacked answers (event streams) carry them too.
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
