import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MAP_STYLE_ELEMENT_ID } from "../../shared/map-style";
import { MEDIA_BASE_ID } from "../../shared/media";
import { SESSION_BOOTSTRAP_ID, type SessionBootstrap } from "../../shared/session";
import { NotFoundError } from "../errors";
import { pageHeadFor } from "../previews/service";
import { withPageHead } from "./page-head";

const HASHED_ASSET = /^\/assets\//;
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Serves the built single-page app. Any non-API path gets index.html, so client routes work as pasted links,
 * with the visitor's session written into the page: the app knows who is signed in without a request of its own.
 * The head carries the page's own title, description and link-preview tags, and a page of nothing (an unknown
 * path, guide, place, city or profile) answers 404 with the same HTML, so the app shows its not-found page.
 * The page also names the map style the owner chose (MAP_STYLE_URL) and, when set, where pictures load from.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { mapStyleUrl, mediaBaseUrl }: { mapStyleUrl: string; mediaBaseUrl?: string },
) {
  const indexFile = path.join(distDir, "index.html");
  const template = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
  if (template) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and stylesheet.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = `/${path.relative(distDir, filePath)}`;
        reply.header(
          "cache-control",
          HASHED_ASSET.test(relative) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  const baseUrl = app.config.baseUrl.replace(/\/$/, "");
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && isAppPath(request.url);
    if (!isPage || !template) throw new NotFoundError();
    const [{ session, cookies }, head] = await Promise.all([
      readSession(app, request),
      pageHeadFor(app.db, baseUrl, pathnameOf(request.url)),
    ]);
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    // JSON in non-executable script elements: allowed by the CSP, and `<` escaped so it cannot close the tag.
    const bootstrap = [
      jsonElement(SESSION_BOOTSTRAP_ID, session),
      jsonElement(MAP_STYLE_ELEMENT_ID, mapStyleUrl),
      mediaBaseUrl ? jsonElement(MEDIA_BASE_ID, mediaBaseUrl) : "",
    ].join("");
    // A function, not a string: `$'` or `$&` in a stored name must not act as a replacement pattern.
    const html = withPageHead(template, head).replace(ROOT_ELEMENT, () => `${bootstrap}${ROOT_ELEMENT}`);
    return reply
      .code(head.status)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(html);
  });
}

/** JSON in a non-executable script element: allowed by the CSP, and `<` escaped so it cannot close the tag. */
function jsonElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * Whether a URL may be one of the app's own pages: not the API or media, and not a file (a last segment with a
 * dot, such as /favicon.ico, /.env or a missing /assets/x.js), which must answer 404 rather than the app.
 */
function isAppPath(url: string): boolean {
  const pathname = pathnameOf(url);
  if (/^\/(api|media|assets)(\/|$)/.test(pathname)) return false;
  return !(pathname.split("/").at(-1) ?? "").includes(".");
}

const pathnameOf = (url: string) => url.split(/[?#]/, 1)[0] ?? "";

/** The session as the client needs it, plus the refreshed cookie when better-auth extended the session. */
async function readSession(app: FastifyInstance, request: FastifyRequest) {
  const { headers, response } = await app.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  const session: SessionBootstrap = response
    ? {
        user: {
          id: response.user.id,
          email: response.user.email,
          username: response.user.username ?? "",
          firstName: response.user.firstName,
          role: response.user.role ?? "user",
        },
        session: { expiresAt: response.session.expiresAt.toISOString() },
      }
    : null;
  return { session, cookies: headers.getSetCookie() };
}
