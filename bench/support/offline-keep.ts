/**
 * Helpers of the offline-keep bench (bench/offline-keep.ts): a port of its own range, the largest demo guide,
 * what a page kept, and the figures' formats.
 */
import { createServer } from "node:net";
import os from "node:os";
import type { Page } from "@playwright/test";
import { CATEGORY_KEYS } from "../../src/shared/categories";
import type { GuideDetail, GuidePage } from "../../src/shared/schemas";
import { KEPT_CACHE } from "../../src/web/lib/kept-cache";

export type Kept = {
  registryBytes: number | null;
  cacheBytes: number;
  api: number;
  pictures: number;
  /** Entries on the map style server's origin: style, sprites, glyphs and tiles. */
  map: number;
  mapBytes: number;
  other: number;
  /** Kept tiles (`/tiles/{z}/{x}/{y}.png` on the map's origin) by zoom level. */
  tilesByZoom: Record<string, number>;
};

/** A free loopback port in 3400-3499, apart from the browser tests' servers (3100-3302). */
export async function benchPort(): Promise<number> {
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

export const placeCount = (guide: GuideDetail) =>
  CATEGORY_KEYS.reduce((total, category) => total + guide.places[category].length, 0);

/** The demo guide with the most places, from every page of the feed. */
export async function largestDemoGuide(base: string): Promise<GuideDetail> {
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

/**
 * What the page kept for `guideId`: the registry's count of bytes, and the kept cache's bodies and entries, those
 * on `mapOrigin` (the map style server's) counted as the map's.
 */
export function readKept(page: Page, guideId: string, mapOrigin: string | null): Promise<Kept> {
  return page.evaluate(
    async ({ cacheName, id, mapOrigin }) => {
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
      const kept = {
        registryBytes,
        cacheBytes: 0,
        api: 0,
        pictures: 0,
        map: 0,
        mapBytes: 0,
        other: 0,
        tilesByZoom: {} as Record<string, number>,
      };
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        const bytes = (await (await cache.match(request))?.blob())?.size ?? 0;
        kept.cacheBytes += bytes;
        const zoom = /^\/tiles\/(\d+)\/\d+\/\d+\.png$/.exec(url.pathname)?.[1];
        if (url.origin === mapOrigin) {
          kept.map += 1;
          kept.mapBytes += bytes;
          if (zoom) kept.tilesByZoom[zoom] = (kept.tilesByZoom[zoom] ?? 0) + 1;
        } else if (url.pathname.startsWith("/api/")) kept.api += 1;
        else if (url.pathname.startsWith("/media/")) kept.pictures += 1;
        else kept.other += 1;
      }
      return kept;
    },
    { cacheName: KEPT_CACHE, id: guideId, mapOrigin },
  );
}

/** Waits until a service worker controls the page, reloading once when the first wait runs out. */
export async function controlled(page: Page): Promise<void> {
  const isControlled = () => navigator.serviceWorker.controller !== null;
  try {
    await page.waitForFunction(isControlled, undefined, { timeout: 15_000 });
  } catch {
    await page.reload();
    await page.waitForFunction(isControlled, undefined, { timeout: 30_000 });
  }
}

export const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
export const size = (bytes: number | null) =>
  bytes === null ? "none" : `${bytes.toLocaleString("en-US")} B`;
export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
export const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
