/**
 * "Keep offline" on a guide page (npm run bench:offline, docs/decisions/033): the app as `npm start` runs it, on
 * the embedded database with the demo content, and Chromium with the service worker allowed. On the demo guide
 * with the most places it times, BENCH_KEEPS times (default 3) in a fresh browser context each, the click on
 * "Keep offline" until "Available offline" shows, then reads what was kept: the bytes the registry (IndexedDB)
 * counted, the bytes of the bodies in the kept cache, and its entries, API answers apart from pictures.
 */
import { execFileSync } from "node:child_process";
import { createServer } from "node:net";
import os from "node:os";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, locateBrowser } from "../scripts/browser/find-browser";
import { realHost } from "../scripts/browser/host";
import { CATEGORY_KEYS } from "../src/shared/categories";
import { OFFLINE_MESSAGES } from "../src/shared/messages";
import type { GuideDetail, GuidePage } from "../src/shared/schemas";
import { KEPT_CACHE } from "../src/web/lib/kept-cache";
import { CleanupStack, makeTempDir } from "./engines";
import { startApp, targetNode } from "./processes";

const KEEPS = Number(process.env.BENCH_KEEPS ?? 3);
if (!Number.isInteger(KEEPS) || KEEPS < 1)
  throw new Error("BENCH_KEEPS must be a whole number of at least 1");
const KEEP_TIMEOUT_MS = 180_000;

type Kept = {
  registryBytes: number | null;
  cacheBytes: number;
  api: number;
  pictures: number;
  other: number;
};

/** A free loopback port in 3400-3499, apart from the browser tests' servers (3100-3302). */
async function benchPort(): Promise<number> {
  for (let port = 3400; port < 3500; port++) {
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
  throw new Error("No free port in 3400-3499");
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const placeCount = (guide: GuideDetail) =>
  CATEGORY_KEYS.reduce((total, category) => total + guide.places[category].length, 0);

/** The demo guide with the most places, from every page of the feed. */
async function largestDemoGuide(base: string): Promise<GuideDetail> {
  let best: GuideDetail | undefined;
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const page: GuidePage = await json<GuidePage>(`${base}/api/guides?limit=50${query}`);
    for (const card of page.items.filter((item) => item.isDemo)) {
      const guide = await json<GuideDetail>(`${base}/api/guides/${card.id}`);
      if (!best || placeCount(guide) > placeCount(best)) best = guide;
    }
    cursor = page.nextCursor;
  } while (cursor);
  if (!best) throw new Error("The demo content has no guide");
  return best;
}

/** What the page kept for `guideId`: the registry's count of bytes, and the kept cache's bodies and entries. */
function readKept(page: Page, guideId: string): Promise<Kept> {
  return page.evaluate(
    async ({ cacheName, id }) => {
      const registryBytes = await new Promise<number | null>((resolve, reject) => {
        const open = indexedDB.open("cityguides-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction("kept-guides").objectStore("kept-guides").get(id);
          get.onerror = () => reject(get.error);
          get.onsuccess = () => resolve((get.result as { bytes: number } | undefined)?.bytes ?? null);
        };
      });
      const cache = await caches.open(cacheName);
      const kept = { registryBytes, cacheBytes: 0, api: 0, pictures: 0, other: 0 };
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        kept.cacheBytes += (await (await cache.match(request))?.blob())?.size ?? 0;
        if (path.startsWith("/api/")) kept.api += 1;
        else if (path.startsWith("/media/")) kept.pictures += 1;
        else kept.other += 1;
      }
      return kept;
    },
    { cacheName: KEPT_CACHE, id: guideId },
  );
}

/** Waits until a service worker controls the page, reloading once when the first wait runs out. */
async function controlled(page: Page): Promise<void> {
  const isControlled = () => navigator.serviceWorker.controller !== null;
  try {
    await page.waitForFunction(isControlled, undefined, { timeout: 15_000 });
  } catch {
    await page.reload();
    await page.waitForFunction(isControlled, undefined, { timeout: 30_000 });
  }
}

const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
const size = (bytes: number | null) => (bytes === null ? "none" : `${bytes.toLocaleString("en-US")} B`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

async function main(): Promise<void> {
  const browserPath = locateBrowser(realHost)?.path;
  if (!browserPath)
    throw new Error("No Chromium found: run `npm test` once (it provides one), or set CHROMIUM_PATH");
  const appNode = execFileSync(targetNode(), ["--version"], { encoding: "utf8" }).trim();
  console.log(
    `Node ${process.version} (bench), ${appNode} (app); ${os.cpus().length} CPUs; load at start ${load()}`,
  );
  // The production web build, with its service worker; `npm start` builds the server when it is missing.
  execFileSync(process.execPath, ["scripts/build/web-if-stale.mjs"], { stdio: "inherit" });
  const cleanup = new CleanupStack();
  try {
    const dataDir = await makeTempDir(cleanup);
    const { base } = await startApp(
      // The built-in map style: the remote default would leave loopback.
      { dataDir, port: await benchPort(), demoContent: true, extra: { MAP_STYLE_URL: "builtin" } },
      cleanup,
    );
    const guide = await largestDemoGuide(base);
    const guidePath = `/guide/${guide.citySlug}/${guide.id}`;
    console.log(`Guide "${guide.name}" (${placeCount(guide)} places), ${base}${guidePath}`);

    const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
    cleanup.defer("close the browser", () => browser.close());
    const times: number[] = [];
    let kept: Kept | undefined;
    const failed: string[] = [];
    const outside = new Set<string>();
    for (let run = 1; run <= KEEPS; run++) {
      const context = await browser.newContext({ serviceWorkers: "allow" });
      context.on("request", (request) => {
        if (!request.url().startsWith(base) && !request.url().startsWith("data:")) outside.add(request.url());
      });
      try {
        const page = await context.newPage();
        page.on("response", (response) => {
          if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
        });
        page.on("requestfailed", (request) => failed.push(`failed ${request.url()}`));
        await page.goto(base + guidePath);
        await controlled(page);
        const button = page.getByRole("button", { name: OFFLINE_MESSAGES.keep });
        await button.waitFor();
        const startedAt = performance.now();
        await button.click();
        await page
          .getByText(OFFLINE_MESSAGES.kept)
          .waitFor({ timeout: KEEP_TIMEOUT_MS })
          .catch(async (error: Error) => {
            const shown = await page.locator("[role=status], [data-sonner-toast]").allTextContents();
            throw new Error(`Keep ${run} did not finish; the page shows: ${shown.join(" | ")}`, {
              cause: error,
            });
          });
        times.push(performance.now() - startedAt);
        console.log(`  keep ${run}: ${ms(times.at(-1) ?? Number.NaN)}`);
        kept = await readKept(page, guide.id);
      } finally {
        await context.close();
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `Keep time: ${times.map(ms).join(", ")}; median ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0)}`,
    );
    if (kept) {
      console.log(`Bytes kept: registry ${size(kept.registryBytes)}, cache bodies ${size(kept.cacheBytes)}`);
      console.log(
        `Cache entries: ${kept.api + kept.pictures + kept.other} (${kept.api} API answers, ${kept.pictures} pictures` +
          `${kept.other ? `, ${kept.other} other` : ""})`,
      );
    }
    if (failed.length > 0)
      console.log(`Failed or non-2xx responses (${failed.length}):\n  ${failed.join("\n  ")}`);
    if (outside.size > 0)
      console.log(`Requests beyond the app (${outside.size}):\n  ${[...outside].join("\n  ")}`);
    console.log(`Load at end ${load()}`);
  } finally {
    await cleanup.runAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
