import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";

/** A page drawn on the server: its #root content and the query data it was drawn from. */
type RenderedPage = { html: string; state: unknown };
type RenderPage = (url: string) => Promise<RenderedPage | undefined>;
type RendererModule = {
  renderPage(
    url: string,
    setup: { readApi: typeof fetch; mediaBase: string | undefined },
  ): Promise<RenderedPage | undefined>;
};

const EMPTY_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * The web app's server-side renderer (built by Vite into `file`; docs/decisions/025), reading the API through
 * this app's own request handling rather than the network. Undefined without a build (tests, the dev server):
 * pages are then drawn in the browser alone. The renderer (React's server renderer and the app's screens) is
 * loaded once the server listens, not before: loading it took about 200 ms of every start. A page asked for
 * sooner waits for it.
 */
export function loadServerRenderer(
  app: FastifyInstance,
  file: string,
  mediaBase: string | undefined,
): RenderPage | undefined {
  if (!existsSync(file)) return undefined;
  let loading: Promise<RendererModule> | undefined;
  const load = () => {
    loading ??= import(pathToFileURL(file).href) as Promise<RendererModule>;
    return loading;
  };
  app.addHook("onListen", (done) => {
    // A renderer that cannot load is reported by the first page that needs it, which the browser then draws.
    load().catch(() => undefined);
    done();
  });
  const readApi: typeof fetch = async (input, init) => {
    const answer = await app.inject({
      method: "GET",
      url: String(input),
      headers: { accept: "application/json" },
      signal: init?.signal ?? undefined,
    });
    return new Response(EMPTY_BODY_STATUSES.has(answer.statusCode) ? null : answer.body, {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
    });
  };
  return async (url) => {
    try {
      const renderer = await load();
      return await renderer.renderPage(url, { readApi, mediaBase });
    } catch (error) {
      // The browser still draws the page as it did before pages were drawn here; the log says what broke.
      app.log.error({ err: error, url }, "drawing a page on the server failed");
      return undefined;
    }
  };
}
