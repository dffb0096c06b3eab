/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { SEARCH } from "../shared/limits";
import type { GuideDetail } from "../shared/schemas";
import { KEPT_ANSWER_HEADER } from "./lib/kept-answer";
import {
  isKeptRead,
  KEEP_REQUEST_HEADER,
  KEPT_CACHE,
  KEPT_READ_NETWORK_TIMEOUT_S,
  keptRangeUrl,
} from "./lib/kept-cache";
import { searchKept } from "./lib/kept-search";

// The service worker of the production build (docs/decisions/032), compiled by vite-plugin-pwa, which replaces
// self.__WB_MANIFEST with the built files and their revisions.
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** The app's page with no server-drawn content and no session in it: the app draws any route from it. */
const APP_SHELL = "/index.html";

/** Sent by the page's "Reload" (workbox-window's messageSkipWaiting) to let a waiting update take over. */
const SKIP_WAITING = "SKIP_WAITING";

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the page that installed it; an update waits until the user reloads.
clientsClaim();
// The page's request starts while the worker boots, so going through it costs a visitor's page no time.
enableNavigationPreload();

self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

const network = new NetworkOnly();

/**
 * Pages always come from the network while it answers: visitors' pages are drawn there and a kept copy would be
 * stale. Only when the site cannot be reached does the app shell answer, and the app draws the page itself.
 */
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await matchPrecache(APP_SHELL)) ?? Response.error();
      }
    },
    // What the server answers as files or data rather than as the app (src/server's isAppPath).
    { denylist: [/^\/(api|media|assets)(\/|$)/, /\/[^/]*\.[^/]*$/] },
  ),
);

/** The kept cache is filled by the page for kept guides only: the worker refreshes what is there, adds nothing. */
const refreshOnlyWhatIsKept = {
  async cacheWillUpdate({ request, response }: { request: Request; response: Response }) {
    if (!response.ok) return null;
    const kept = await (await caches.open(KEPT_CACHE)).match(request, { ignoreVary: true });
    return kept ? response : null;
  },
};

/** A kept answer says so: NetworkFirst reads the cache only when the network failed or was too slow. */
const markKeptAnswers = {
  async cachedResponseWillBeUsed({ cachedResponse }: { cachedResponse?: Response }) {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(KEPT_ANSWER_HEADER, "1");
    return new Response(cachedResponse.body, { status: cachedResponse.status, headers });
  },
};

/** A kept guide's own answer, as the page fetched it (features/offline/keep-guide.ts). */
const GUIDE_ANSWER = /^\/api\/guides\/[0-9a-f-]{36}$/;

async function keptGuides(): Promise<GuideDetail[]> {
  const cache = await caches.open(KEPT_CACHE);
  const requests = (await cache.keys()).filter((request) => GUIDE_ANSWER.test(new URL(request.url).pathname));
  const answers = await Promise.all(requests.map(async (request) => (await cache.match(request))?.json()));
  return answers.filter((answer): answer is GuideDetail => Boolean(answer));
}

const searchOnline = new NetworkOnly({ networkTimeoutSeconds: KEPT_READ_NETWORK_TIMEOUT_S });

/**
 * Search goes to the site; when it cannot be reached, the worker searches the kept guides itself and says so
 * (`keptOnly`), rather than the search box failing (docs/decisions/033).
 */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === "/api/search",
  async (options) => {
    try {
      return await searchOnline.handle(options);
    } catch {
      const q = (options.url.searchParams.get("q") ?? "").trim();
      const asked = Number(options.url.searchParams.get("limit")) || SEARCH.pagePerGroup;
      const limit = Math.min(Math.max(1, asked), SEARCH.pagePerGroup);
      const guides = q.length < SEARCH.queryMinLength ? [] : await keptGuides();
      return Response.json(searchKept(guides, q, limit), { headers: { [KEPT_ANSWER_HEADER]: "1" } });
    }
  },
);

/** The network, or what is kept when it fails or is slow; a kept answer is refreshed by each new one. */
const networkThenKept = new NetworkFirst({
  cacheName: KEPT_CACHE,
  networkTimeoutSeconds: KEPT_READ_NETWORK_TIMEOUT_S,
  matchOptions: { ignoreVary: true },
  plugins: [refreshOnlyWhatIsKept, markKeptAnswers],
});

/**
 * API reads go to the network first, always; what is kept answers only when the network fails or is slower than
 * a few seconds (docs/decisions/033). A kept answer is refreshed whenever the network gives a new one.
 */
registerRoute(
  ({ url, sameOrigin, request }) =>
    sameOrigin && isKeptRead(url) && !request.headers.has(KEEP_REQUEST_HEADER),
  networkThenKept,
);

/**
 * A stored picture's address never changes content (src/shared/media.ts): a kept one needs no network. Pictures
 * from MEDIA_BASE_URL's store are left to the browser: the worker obeys the page's policy, which does not let
 * scripts fetch from there.
 */
registerRoute(
  ({ request, sameOrigin }) =>
    sameOrigin && request.destination === "image" && !request.headers.has(KEEP_REQUEST_HEADER),
  new CacheFirst({
    cacheName: KEPT_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [{ cacheWillUpdate: async () => null }],
  }),
);

/**
 * A byte range of a file, as the map reads a PMTiles archive (MAP_STYLE_URL=pmtiles://…): from the network, or
 * when it cannot be reached from the range a kept guide kept, which is kept whole under an address of its own
 * (keptRangeUrl) and handed back as the partial answer asked for. The network never replaces a kept range: the
 * ranges of one archive are read together, and a newer archive's tile with an older archive's directory is noise.
 */
registerRoute(
  ({ request }) =>
    request.method === "GET" && request.headers.has("range") && !request.headers.has(KEEP_REQUEST_HEADER),
  new NetworkFirst({
    cacheName: KEPT_CACHE,
    networkTimeoutSeconds: KEPT_READ_NETWORK_TIMEOUT_S,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) =>
          keptRangeUrl(request.url, request.headers.get("range") ?? ""),
        cacheWillUpdate: async () => null,
        cachedResponseWillBeUsed: async ({ cachedResponse }) =>
          cachedResponse &&
          new Response(cachedResponse.body, { status: 206, headers: cachedResponse.headers }),
      },
    ],
  }),
);

/**
 * The owner's map server (MAP_STYLE_URL): its style, sprites, glyphs and tiles come from the network, and from
 * what a kept guide kept when it cannot be reached (docs/decisions/033). Its pictures (raster tiles) go by the
 * route above.
 */
registerRoute(
  ({ sameOrigin, request }) => !sameOrigin && request.method === "GET" && request.destination !== "image",
  networkThenKept,
);

/** What the server pushes (src/server/infrastructure/push/web-push.ts): a title, a line, the page to open. */
type PushPayload = { title?: unknown; body?: unknown; url?: unknown };

/** Only a page of this site opens from a notification: a path, never another origin. */
const pageOf = (url: unknown) =>
  typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/";

/** A push (docs/decisions/067) is always shown: browsers take push only for notifications the user sees. */
self.addEventListener("push", (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() as PushPayload | null) ?? {};
  } catch {
    // Not ours or not JSON: still shown, as the generic notice below.
  }
  const title = typeof payload.title === "string" && payload.title ? payload.title : "Cityguides";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === "string" ? payload.body : "",
      icon: "/icons/icon-192.png",
      data: { url: pageOf(payload.url) },
    }),
  );
});

/** A click opens the notification's page: in a window of the app already open when there is one. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(
    pageOf((event.notification.data as { url?: unknown } | null)?.url),
    self.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (!open) {
        await self.clients.openWindow(url);
        return;
      }
      const focused = await open.focus();
      // navigate() works only in a window this worker controls; another one gets a window of its own.
      if (focused.url !== url) await focused.navigate(url).catch(() => self.clients.openWindow(url));
    })(),
  );
});
