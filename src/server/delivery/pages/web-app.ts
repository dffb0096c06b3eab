import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MAP_STYLE_ELEMENT_ID, OFFLINE_TILES_ELEMENT_ID } from "../../../shared/map-style";
import { MEDIA_BASE_ID } from "../../../shared/media";
import { SERVER_STATE_ID } from "../../../shared/server-state";
import { SESSION_BOOTSTRAP_ID, type SessionBootstrap } from "../../../shared/session";
import { NotFoundError, RateLimitedError } from "../../infrastructure/errors";
import { alreadyHeld, weakTagOf } from "../../infrastructure/http/revalidation";
import { carriesSession } from "../../infrastructure/http/session-cookie";
import { pageHeadFor } from "../previews/service";
import { ClientLine } from "./client-line";
import { type CachedPage, PageCache } from "./page-cache";
import { chosenEncoding, encodePage } from "./page-encodings";
import { withPageHead } from "./page-head";
import { RenderGate } from "./render-gate";
import { loadServerRenderer } from "./server-render";

const HASHED_ASSET = /^\/assets\//;
const ROOT_ELEMENT = '<div id="root"></div>';
/**
 * The pages drawn on the server for visitors (no session; docs/decisions/025): the ones people land on from a
 * link or a search, the same for every visitor. Forms stay the browser's: one sent before the app has loaded
 * would go out as a plain GET, a password in its address. /profile/edit is a member's own form, not a
 * profile: the browser sends a visitor there on to sign in, and drawn here it was an empty page (React warned
 * of a <Navigate> in a StaticRouter).
 */
const DRAWN_PAGES = /^\/(?:|cities|city\/[^/]+|guide\/.+|place\/[^/]+|profile\/(?!edit$)[^/]+|search)$/;
/** The database channel every change to what visitors' pages show is announced on (drizzle/0011). */
const PAGE_CHANGES = "page_changes";
/** How stale a kept page's save counts may be: saving a guide does not clear the pages. */
const PAGE_MAX_AGE_MS = 60_000;
/** Pages drawn at once and waiting their turn; past that, the browser draws (decision 035). */
const RENDER_LIMITS = { concurrent: 2, waiting: 16 };
/** Seconds a client told to slow down (its line full) waits before asking again. */
const LINE_RETRY_AFTER_SECONDS = 1;
const APP_SCRIPTS =
  /<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page for a server-drawn screen: the app's scripts load after the first paint (public/load-app.js), so the
 * drawn content and its pictures have the connection first and the browser paints before running them.
 * Undefined for a page without a built module script (the dev server's and the tests' stand-ins).
 */
function withScriptsAfterPaint(template: string): string | undefined {
  let entry: string | undefined;
  const preloads: string[] = [];
  const page = template.replace(
    APP_SCRIPTS,
    (_tag, script: string | undefined, preload: string | undefined) => {
      if (script) entry = script;
      if (preload) preloads.push(preload);
      return "";
    },
  );
  if (!entry) return undefined;
  const loader = `<script src="/load-app.js" defer data-entry="${entry}" data-preload="${preloads.join(" ")}"></script>`;
  return page.replace("</head>", () => `${loader}</head>`);
}

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  {
    mapStyleUrl,
    mediaBaseUrl,
    offlineTilesMaxMb,
    pageCacheBytes,
    pageLineLimits,
    quietMemorySeconds,
    drawingThreadIdleSeconds,
    memoryBudget,
  }: {
    mapStyleUrl: string;
    mediaBaseUrl?: string;
    offlineTilesMaxMb: number;
    pageCacheBytes: number;
    pageLineLimits: { running: number; waiting: number };
    quietMemorySeconds: number;
    drawingThreadIdleSeconds: number;
    memoryBudget?: { drawingThread: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number } };
  },
) {
  const indexFile = path.join(distDir, "index.html");
  const template = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
  const drawnTemplate = template ? withScriptsAfterPaint(template) : undefined;
  const renderPage = drawnTemplate
    ? loadServerRenderer(app, path.join(distDir, "..", "ssr", "render-worker.js"), {
        mediaBase: mediaBaseUrl,
        quietSeconds: quietMemorySeconds,
        idleSeconds: drawingThreadIdleSeconds,
        limits: memoryBudget?.drawingThread,
      })
    : undefined;
  const drawing = drawnTemplate && renderPage ? { template: drawnTemplate, render: renderPage } : undefined;
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
  const keptPages = pageCacheBytes > 0 ? new PageCache(pageCacheBytes, PAGE_MAX_AGE_MS) : undefined;
  if (keptPages) {
    await forgetOnChange(app, keptPages);
    app.quietMemory.alsoDrop(() => keptPages.dropExpired());
  }
  const gate = new RenderGate<Awaited<ReturnType<NonNullable<typeof renderPage>>>>(RENDER_LIMITS);
  const clients = new ClientLine(pageLineLimits);
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && isAppPath(request.url);
    if (!isPage || !template) throw new NotFoundError();
    // Without a session cookie the page is a visitor's, the same for all of them (decision 035).
    const visitor = !carriesSession(request);
    const kept = visitor ? keptPages?.get(request.url) : undefined;
    if (kept) return sendVisitorPage(request, reply, kept, "hit");
    await clients
      .inTurn(request.ip, () => answerPage(template, request, reply, visitor))
      .catch((error) => {
        if (error instanceof RateLimitedError) reply.header("retry-after", String(LINE_RETRY_AFTER_SECONDS));
        throw error;
      });
    return reply;
  });

  /** A page not kept: read, drawn when it is a visitor's and the server can, and kept when it may be. */
  async function answerPage(
    template: string,
    request: FastifyRequest,
    reply: FastifyReply,
    visitor: boolean,
  ) {
    // The client left while it waited: nothing would reach it (499, nginx's "client closed request").
    if (request.socket?.destroyed) return reply.code(499).send();
    // Kept while this request waited its turn: drawn for the one before it in the line.
    const keptMeanwhile = visitor ? keptPages?.get(request.url) : undefined;
    if (keptMeanwhile) return sendVisitorPage(request, reply, keptMeanwhile, "hit");
    const generation = keptPages?.generation ?? 0;
    const [{ session, cookies }, head] = await Promise.all([
      visitor ? { session: null, cookies: [] } : readSession(app, request),
      pageHeadFor(app.db, baseUrl, pathnameOf(request.url)),
    ]);
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    // JSON in non-executable script elements: allowed by the CSP, and `<` escaped so it cannot close the tag.
    const bootstrap = [
      jsonElement(SESSION_BOOTSTRAP_ID, session),
      jsonElement(MAP_STYLE_ELEMENT_ID, mapStyleUrl),
      jsonElement(OFFLINE_TILES_ELEMENT_ID, offlineTilesMaxMb),
      // null too: the app remembers the last value for the offline app shell, which has none (src/web/lib/page-setting.ts).
      jsonElement(MEDIA_BASE_ID, mediaBaseUrl ?? null),
    ].join("");
    // A gone guide's address (410) is a visitor's page like the guide was, drawn and kept the same way.
    const shown = head.status === 200 || head.status === 410;
    const drawable = session === null && shown && DRAWN_PAGES.test(routedPathOf(request.url) ?? "");
    const drawn =
      drawable && drawing
        ? await gate.draw(
            request.url,
            () => request.socket?.destroyed === true,
            () => drawing.render(request.url),
          )
        : undefined;
    const page =
      drawn && drawing
        ? withPageHead(drawing.template, head).replace(
            ROOT_ELEMENT,
            // A function, not a string: `$'` or `$&` in a stored name must not act as a replacement pattern.
            () =>
              `${bootstrap}${jsonElement(SERVER_STATE_ID, drawn.state)}<div id="root">${drawn.html}</div>`,
          )
        : withPageHead(template, head).replace(ROOT_ELEMENT, () => `${bootstrap}${ROOT_ELEMENT}`);
    // A page left to the browser because drawing was busy or failed is not the page to keep.
    const keepable = visitor && shown && (drawn !== undefined || !drawable || !drawing);
    if (!keepable) {
      return reply
        .code(head.status)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(page);
    }
    const identity = Buffer.from(page);
    const visitorPage = { body: await encodePage(identity), status: head.status, etag: weakTagOf(identity) };
    keptPages?.set(request.url, visitorPage, generation);
    return sendVisitorPage(request, reply, visitorPage, "miss");
  }
}

/** Every node forgets its kept pages on any change to what they show, made through whichever node. */
async function forgetOnChange(app: FastifyInstance, keptPages: PageCache): Promise<void> {
  const clear = () => keptPages.clear();
  const unlisten = await app.database.listen(PAGE_CHANGES, { onMessage: clear, onResync: clear });
  // Called with nothing: PGlite's unlisten takes an optional channel, and a hook would be handed its `done`.
  app.addHook("preClose", async () => {
    await unlisten();
  });
}

/**
 * A visitor's page, revalidated on every use (`no-cache`: a change shows on the next visit) with its ETag, and
 * `x-page-cache` saying whether it came from memory.
 */
function sendVisitorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  cache: "hit" | "miss",
) {
  reply
    .code(page.status)
    .header("cache-control", "public, no-cache")
    .header("vary", "cookie, accept-encoding")
    .header("etag", page.etag)
    .header("x-page-cache", cache)
    .type("text/html; charset=utf-8");
  if (alreadyHeld(request, page.etag)) return reply.code(304).send();
  const encoding = chosenEncoding(request);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(page.body[encoding]);
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

/**
 * The path as the router matches it, each segment decoded: `/profile/%65dit` is the edit form to the router, and
 * a test of the raw path took it for a profile. Undefined for a broken %-escape.
 */
function routedPathOf(url: string): string | undefined {
  try {
    return pathnameOf(url).split("/").map(decodeURIComponent).join("/");
  } catch {
    return undefined;
  }
}

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
