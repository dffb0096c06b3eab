import { crc32 } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { carriesSession } from "./session-cookie";

/** Reads whose answers are about the moment (health) or about the session (auth) are never reused. */
const NEVER_REUSED = ["/api/health", "/api/auth/"];

/** True when the request's If-None-Match names this ETag (or any); weak and strong forms compare alike. */
export function alreadyHeld(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === opaque;
  });
}

/**
 * Every successful API read carries an ETag of its body and says it may be reused only after revalidating
 * (`no-cache`): guides, places and cities change through admin and creator edits that event streams announce
 * at once, so a copy reused unchecked would contradict them. A client holding the current body gets 304 and
 * no body. Answers to a request with credentials (a session cookie, or an API token in `Authorization`) are
 * `private`, the others `public`; all vary with both (docs/decisions/030). A shared cache may keep a `public`
 * answer even to a request that carried `Authorization` (RFC 9111 §3.5), so a token's holder is never public.
 */
export function registerRevalidation(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    done(null, revalidated(request, reply, payload));
  });
}

/**
 * A weak validator from the body's length and its CRC-32 (of its UTF-8 bytes), cheap as Next.js's tags (a 52-bit
 * FNV-1a and the length) and nginx's (length and time) are: a tag only has to change when the body does, for one
 * URL at a time, so a cryptographic digest buys nothing and cost the smallest reads a share of their time. The
 * length is the string's, in UTF-16 units, for a body that is one.
 */
export const weakTagOf = (body: string | Buffer): string =>
  `W/"${body.length.toString(36)}-${crc32(body).toString(36)}"`;

/** The payload to send, with the caching headers set; null once the answer has become a 304. */
function revalidated(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (
    request.method !== "GET" ||
    reply.statusCode !== 200 ||
    !request.url.startsWith("/api/") ||
    (typeof payload !== "string" && !Buffer.isBuffer(payload)) ||
    reply.hasHeader("cache-control") ||
    reply.hasHeader("set-cookie")
  ) {
    return payload;
  }
  if (NEVER_REUSED.some((prefix) => request.url.startsWith(prefix))) {
    reply.header("cache-control", "no-store");
    return payload;
  }
  const personal = carriesSession(request) || request.headers.authorization !== undefined;
  reply.header("cache-control", personal ? "private, no-cache" : "public, no-cache");
  reply.header("vary", "cookie, authorization");
  // A string answer stays a string: Node then writes it in one go with the head, into memory it already has.
  // Turned into a Buffer first (to encode it only once), an answer over 4 kB got an ArrayBuffer of its own for
  // the collector to track, and went out as a second chunk: the feed then cost 4 % more CPU a request.
  const etag = weakTagOf(payload);
  reply.header("etag", etag);
  if (!alreadyHeld(request, etag)) return payload;
  reply.code(304);
  return null;
}
