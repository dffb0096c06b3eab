import path from "node:path";
import { setImmediate } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import type { GuideCard, GuideDetail } from "../../../shared/schemas";
import { INTERNAL_READ_HEADERS } from "../../infrastructure/http/internal-read";
import { setupTestApp } from "../../test/app";
import { realWebBuild } from "../../test/web-build";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** Pages drawn per route after the warm-up: each leaked page held its data and timers (docs/decisions/025). */
const PAGES_PER_ROUTE = 200;
/**
 * What the heap may grow by over all those pages: each page drawn used to keep 60-90 kB of it (over 80 MB here);
 * since, 1,400 pages leave about 5 MB (caches filling, compiled code).
 */
const HEAP_GROWTH_LIMIT = 16 * 1024 * 1024;

type Renderer = {
  renderPage(url: string, setup: { readApi: typeof fetch; mediaBase: undefined }): Promise<unknown>;
};

// Every page drawn anew (no kept pages): what is measured is what drawing leaves behind.
const webDist = realWebBuild();
const t = setupTestApp({ env: { WEB_DIST_DIR: webDist, PAGE_CACHE_MB: "0" } });
let routes: string[];
/**
 * The renderer itself, on this thread: the server runs it on a thread of its own (decision 039), whose heap and
 * timers this test could not read. Its reads go through the app, as the server's answers them (uncounted).
 */
let renderer: Renderer;
const readApi: typeof fetch = async (input) => {
  const answer = await t.app.inject({
    method: "GET",
    url: String(input),
    headers: { accept: "application/json", ...INTERNAL_READ_HEADERS },
  });
  return new Response(answer.body, {
    status: answer.statusCode,
    headers: { "content-type": String(answer.headers["content-type"]) },
  });
};

beforeAll(async () => {
  renderer = (await import(pathToFileURL(path.join(webDist, "../ssr/server-render.js")).href)) as Renderer;
  const feed = (await t.app.inject({ method: "GET", url: "/api/guides?limit=1" })).json<{
    items: GuideCard[];
  }>();
  const card = feed.items[0];
  if (!card) throw new Error("The demo content has no guide");
  const guide = (await t.app.inject({ method: "GET", url: `/api/guides/${card.id}` })).json<GuideDetail>();
  const place = guide.places.cafesBrunch[0];
  if (!place) throw new Error("The demo guide has no café");
  routes = [
    "/",
    "/cities",
    `/city/${guide.citySlug}`,
    `/guide/${guide.citySlug}/${guide.id}`,
    `/place/${place.id}`,
    `/profile/${guide.creator.username.replace(/^@/, "")}`,
    "/search?q=cafe",
  ];
});

async function drawEach(times: number) {
  for (const url of routes) {
    for (let page = 0; page < times; page++) {
      const drawn = await renderer.renderPage(url, { readApi, mediaBase: undefined });
      if (!drawn) throw new Error(`${url} was not drawn`);
      // A turn of the event loop, as between real requests: `inject` finishes its answer in a setImmediate,
      // which a loop of awaited promises alone would never let run.
      await setImmediate();
    }
  }
}

const liveTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

function usedHeapAfterCollecting() {
  for (let round = 0; round < 3; round++) collectGarbage();
  return process.memoryUsage().heapUsed;
}

describe("pages drawn on the server", () => {
  it("keep nothing once answered: no timers and no heap left behind, page after page", async () => {
    await drawEach(10);
    const timersBefore = liveTimers();
    const heapBefore = usedHeapAfterCollecting();

    await drawEach(PAGES_PER_ROUTE);

    expect(liveTimers() - timersBefore, "timers left by the pages").toBeLessThanOrEqual(2);
    const growth = usedHeapAfterCollecting() - heapBefore;
    expect(growth, `heap growth over ${routes.length * PAGES_PER_ROUTE} pages`).toBeLessThan(
      HEAP_GROWTH_LIMIT,
    );
  }, 600_000);
});

describe("which pages are drawn", () => {
  it("draws each visitor's page on the server's drawing thread", async () => {
    for (const url of routes) {
      const answer = await t.app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, `${url} drawn on the server`).not.toContain('<div id="root"></div>');
    }
  });

  it("leaves the edit form to the browser however its address is spelt, and draws a profile", async () => {
    for (const url of ["/profile/edit", "/profile/%65dit", "/profile/%65%64%69%74", "/profile/ed%69t"]) {
      const answer = await t.app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, `${url} is the browser's to draw`).toContain('<div id="root"></div>');
    }
    const profile = routes.find((url) => url.startsWith("/profile/")) ?? "";
    const drawn = await t.app.inject({ method: "GET", url: profile });
    expect(drawn.body).not.toContain('<div id="root"></div>');
  });
});
