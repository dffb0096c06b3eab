import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

type Header = readonly [name: string, value: string];
type ContentSecurityPolicyDirectives = NonNullable<
  Exclude<HelmetOptions["contentSecurityPolicy"], boolean | undefined>["directives"]
>;

/**
 * What an API answer needs, after OWASP's REST Security Cheat Sheet: JSON is never a document, so the page
 * policies (script and style sources, opener and agent isolation) have nothing to govern there; what remains is
 * no sniffing, no framing, no reading by other sites and no referrer.
 */
const API_HEADERS: readonly Header[] = [
  ["content-security-policy", "default-src 'none'; frame-ancestors 'none'"],
  ["cross-origin-resource-policy", "same-origin"],
  ["referrer-policy", "no-referrer"],
  ["x-content-type-options", "nosniff"],
  ["x-frame-options", "DENY"],
];
const HSTS: Header = ["strict-transport-security", "max-age=15552000; includeSubDomains"];
/** The API's own documentation is a page (Swagger UI) and keeps the page policies. */
const isApiAnswer = (url: string) => url.startsWith("/api/") && !url.startsWith("/api/docs");

/** The headers helmet sets with these options; they depend on nothing in the request, so they are read once. */
function helmetHeaders(options: HelmetOptions): Header[] {
  const headers: Header[] = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer: helmet's for pages, a short set for API answers, HSTS only over HTTPS
 * (over plain HTTP it is meaningless, and wrong on a local address). Worked out once at start-up: running
 * helmet's middleware for each request cost the anonymous reads a good share of their time. They go on the
 * reply, not on the raw response: a header set on the raw response makes Node take every other header of the
 * answer through `setHeader` again when the head is written. A route that takes the response over (the event
 * stream) writes `reply.getHeaders()` with its own.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  directives: ContentSecurityPolicyDirectives,
): void {
  const pageHeaders = helmetHeaders({
    contentSecurityPolicy: { directives },
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    for (const [name, value] of isApiAnswer(request.url) ? API_HEADERS : pageHeaders)
      reply.header(name, value);
    if (request.protocol === "https") reply.header(HSTS[0], HSTS[1]);
    done();
  });
}
