import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/realtime",
    {
      schema: {
        tags: ["realtime"],
        summary: "Server-Sent Events: a 'cities' event follows every change to the cities",
      },
    },
    (request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      reply.raw.write("retry: 3000\n: connected\n\n");
      app.realtime.add(reply.raw);
      request.raw.on("close", () => reply.raw.end());
    },
  );
};
