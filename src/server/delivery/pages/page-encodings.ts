import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A kept page's bytes as each encoding sends them; `identity` is the page itself. */
export type PageEncodings = { identity: Buffer; br: Buffer; gzip: Buffer };

/**
 * A page compressed once, when it is kept, in libuv's thread pool rather than on the server's thread: serving it
 * again costs no compression. Brotli at quality 5 with a 256 kB window is within a few percent of its best on
 * pages of tens of kilobytes, in about a millisecond; gzip is what a browser on plain HTTP asks for (Chromium
 * offers brotli only over HTTPS).
 */
export async function encodePage(identity: Buffer): Promise<PageEncodings> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_LGWIN]: 18,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(identity, { level: 6 }),
  ]);
  return { identity, br, gzip: gz };
}

/** The encoding to send, negotiated as @fastify/static negotiates the built assets': brotli, then gzip, else none. */
export function chosenEncoding(request: FastifyRequest): keyof PageEncodings {
  const header = request.headers["accept-encoding"];
  return (header && negotiate(header, ["br", "gzip"])) || "identity";
}
