import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isImageVariant } from "../../shared/media";
import { NotFoundError } from "../errors";
import { originalKeyOf, readImageVariant } from "./images";
import { isValidStorageKey } from "./keys";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Serves stored images as resized WebP variants: /media/{variant}/{key}. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/media/:variant/*",
    {
      schema: {
        hide: true,
        params: z.object({ variant: z.string(), "*": z.string() }),
      },
    },
    async (request, reply) => {
      const { variant, "*": key } = request.params;
      // The longest file stored for an image, its original, must be a valid key too.
      if (!isImageVariant(variant) || !isValidStorageKey(originalKeyOf(key)))
        throw new NotFoundError("Image not found");
      const image = await readImageVariant(app.storage, key, variant);
      if (!image) throw new NotFoundError("Image not found");
      return reply.header("cache-control", IMMUTABLE).type("image/webp").send(image);
    },
  );
};
