import type { FastifyInstance } from "fastify";
import { API_ERRORS } from "../../../shared/messages";
import { ForbiddenError } from "../errors";
import { bearerToken } from "./bearer";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A write whose URL is its own credential (a signed one-click unsubscribe link): a mail client or webmail may
     * post it from anywhere, and another site's page cannot make one up, so where it comes from does not matter.
     */
    anyOrigin?: true;
  }
}

/** The methods that change something, and so are refused from another site's page. */
export const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses writes sent by another site's page: a plain HTML form can post multipart to /api/guides with the
 * visitor's cookie. Browsers say where a request comes from (`Origin`, `Sec-Fetch-Site`); a request that says
 * nothing is not a browser's cross-site request and passes. better-auth checks its own routes the same way. A
 * request with a bearer token passes too: the token is not an ambient credential another site's page could send
 * (its user comes from the token, never from a cookie beside it).
 */
export function registerSameOriginWrites(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook("onRequest", (request, _reply, done) => {
    if (
      !WRITES.has(request.method) ||
      !request.url.startsWith("/api/") ||
      request.url.startsWith("/api/auth/") ||
      request.routeOptions.config?.anyOrigin ||
      bearerToken(request.headers.authorization)
    ) {
      return done();
    }
    const origin = request.headers.origin;
    const crossSite = request.headers["sec-fetch-site"] === "cross-site";
    if (crossSite || (origin !== undefined && !trusted.has(origin))) {
      return done(new ForbiddenError(API_ERRORS.crossSiteWrite, "CROSS_SITE_WRITE"));
    }
    done();
  });
}
