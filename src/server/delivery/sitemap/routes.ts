import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { robotsTxt, sitemapFile, sitemapIndex } from "./service";

const CACHE = "public, max-age=3600";
const XML = "application/xml; charset=utf-8";

/** /robots.txt and the sitemap of every public page (docs/product.md §7). */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const baseUrl = app.config.baseUrl.replace(/\/$/, "");
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", CACHE).type("text/plain; charset=utf-8").send(robotsTxt(baseUrl)),
  );
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header("cache-control", CACHE)
      .type(XML)
      .send(await sitemapIndex(app.db, baseUrl)),
  );
  app.get(
    "/sitemaps/:file",
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) =>
      reply
        .header("cache-control", CACHE)
        .type(XML)
        .send(await sitemapFile(app.db, baseUrl, request.params.file)),
  );
};
