import { type DehydratedState, dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppRoot } from "./app/app-root";
import { sendRequestsThrough } from "./lib/api-client";
import { loadMediaFrom } from "./lib/media-url";
import { createQueryClient } from "./lib/query-client";
import { authKeys } from "./lib/query-keys";

/** A page drawn on the server: its #root content and the data it was drawn from. */
export type RenderedPage = { html: string; state: DehydratedState };

/** How the server serves the app: its own request handling for the API, and where pictures load from. */
export type RenderSetup = { readApi: typeof fetch; mediaBase: string | undefined };

/**
 * Reads then draws rarely need more rounds than this: the screen's queries, then the ones that wait for them
 * (a place's city after the place, say).
 */
const MAX_ROUNDS = 3;

/** Observer options, which the cache keeps on the query it built from them. */
type ObservedOptions = { enabled?: boolean | ((query: Query) => boolean) };

const isWaiting = (query: Query) => {
  const enabled = (query.options as ObservedOptions).enabled;
  const on = typeof enabled === "function" ? enabled(query) : enabled !== false;
  return on && query.state.status === "pending" && query.state.fetchStatus === "idle";
};

/**
 * The server-side renderer (docs/decisions/025), built by Vite into dist/ssr: draws the page at `url` for a
 * visitor (no session). Each round renders the app, then runs the queries the render asked for, through
 * `readApi` (answering as the browser's fetch would), until a render asks for nothing new. Undefined when a query failed (the page is then drawn in the browser as before, where its error
 * handling lives) or the rounds ran out; throws what a component threw while rendering.
 */
export async function renderPage(url: string, setup: RenderSetup): Promise<RenderedPage | undefined> {
  sendRequestsThrough(setup.readApi);
  loadMediaFrom(setup.mediaBase);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  client.setQueryData(authKeys.session, null);
  try {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const html = await renderOnce(url, client);
      const queries = client.getQueryCache().getAll();
      if (queries.some((query) => query.state.status === "error")) return undefined;
      const waiting = queries.filter(isWaiting);
      if (waiting.length === 0) return { html, state: dehydrate(client) };
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    return undefined;
  } finally {
    // Each query keeps a gcTime timer (up to a day for cities) that holds the cache and every row drawn from:
    // without this, every page drawn stayed in memory until its timers fired.
    client.clear();
  }
}

async function renderOnce(url: string, client: QueryClient): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <AppRoot client={client} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />,
    // Every boundary inline: React would otherwise move a large one out of place and put it back with an inline
    // script, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  // React would leave a failed part for the browser to draw; the whole page is then the browser's to draw.
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}
