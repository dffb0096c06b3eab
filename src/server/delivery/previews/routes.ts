import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../infrastructure/errors";
import { previewImage } from "./service";

/**
 * GET /media/previews/{guides|cities|profiles}/{id, slug or username}.png: the link-preview card pages name in
 * og:image, with `?v=` the version the page saw. That exact version may be cached for good; any other address
 * is checked again after a while, since the card changes with what it shows.
 */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/media/previews/:kind/:file",
    {
      schema: {
        hide: true,
        params: z.object({ kind: z.string(), file: z.string() }),
        querystring: z.object({ v: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const ref = /^(.+)\.png$/.exec(file)?.[1];
      if (!ref || (kind !== "guides" && kind !== "cities" && kind !== "profiles"))
        throw new NotFoundError("Image not found");
      const { png, version } = await previewImage(app, kind, ref);
      const cache =
        request.query.v === version ? "public, max-age=31536000, immutable" : "public, max-age=300";
      return reply.header("cache-control", cache).type("image/png").send(png);
    },
  );
};
