import type { FastifyInstance } from "fastify";

/**
 * While the server closes, answers still in flight say `Connection: close`: the socket then ends with the
 * answer instead of idling as keep-alive, which would hold close() up until the keep-alive timeout.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
}
