import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isImageVariant } from "../../../shared/media";
import { NotFoundError } from "../errors";
import { originalKeyOf, renderImageVariant, variantKeyOf } from "./images";
import { isValidStorageKey } from "./keys";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Whether an If-None-Match header names this entity tag (a list, weak tags and `*` included). */
const matchesEtag = (header: string, etag: string) =>
  header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === etag;
  });

/** Serves stored images as resized WebP variants: /media/{variant}/{key}, streamed from storage. */
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
      const variantKey = variantKeyOf(key, variant);
      // A revalidation asks the store for the tag alone, not for the bytes it would throw away.
      const knownTags = request.headers["if-none-match"];
      if (knownTags !== undefined) {
        const info = await app.storage.head(variantKey);
        if (info && matchesEtag(knownTags, info.etag))
          return reply.header("cache-control", IMMUTABLE).header("etag", info.etag).code(304).send();
      }
      // Variants are rendered on first use: the one case that costs more than one read of the store.
      let file = await app.storage.stream(variantKey);
      if (!file && (await renderImageVariant(app.storage, key, variant)))
        file = await app.storage.stream(variantKey);
      if (!file) throw new NotFoundError("Image not found");
      return reply
        .header("cache-control", IMMUTABLE)
        .type("image/webp")
        .header("etag", file.etag)
        .header("content-length", file.size)
        .send(file.body);
    },
  );
};
