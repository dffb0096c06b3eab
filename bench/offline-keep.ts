/**
 * "Keep offline" on a guide page (npm run bench:offline, docs/decisions/033): the app as `npm start` runs it, on
 * the embedded database with the demo content, and Chromium with the service worker allowed. On the demo guide
 * with the most places it times, BENCH_KEEPS times (default 3) in a fresh browser context each, the click on
 * "Keep offline" until "Available offline" shows, then reads what was kept: the bytes the registry (IndexedDB)
 * counted, the bytes of the bodies in the kept cache, and its entries, API answers apart from pictures and map.
 * It does so twice: with the built-in basemap (no map kept), then with the browser tests' map style server
 * (e2e/support/style-server.ts, raster tiles of a few hundred bytes each) as MAP_STYLE_URL, so that the style,
 * sprites, glyphs and tiles from zoom 10 to 16 are kept too; their count is also sized as real vector tiles.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import { type Browser, chromium } from "@playwright/test";
import { StyleServer } from "../e2e/support/style-server";
import { CHROMIUM_ARGS, locateBrowser } from "../scripts/browser/find-browser";
import { realHost } from "../scripts/browser/host";
import { DEFAULT_OFFLINE_TILES_MAX_MB } from "../src/shared/map-style";
import { OFFLINE_MESSAGES } from "../src/shared/messages";
import { CleanupStack, makeTempDir } from "./engines";
import { startApp, targetNode } from "./processes";
import {
  benchPort,
  controlled,
  type Kept,
  largestDemoGuide,
  load,
  megabytes,
  ms,
  placeCount,
  readKept,
  size,
} from "./support/offline-keep";

const KEEPS = Number(process.env.BENCH_KEEPS ?? 3);
if (!Number.isInteger(KEEPS) || KEEPS < 1)
  throw new Error("BENCH_KEEPS must be a whole number of at least 1");
const KEEP_TIMEOUT_MS = 180_000;
/** An assumed average size of a real vector tile (not measured): the test server's tiles are tiny PNGs. */
const VECTOR_TILE_BYTES = 30_000;
const TILES_CAP_MB = Number(process.env.OFFLINE_TILES_MAX_MB ?? DEFAULT_OFFLINE_TILES_MAX_MB);

/** Keeps the largest demo guide KEEPS times on an app with `mapStyleUrl`; prints and answers the last keep. */
async function keepRuns(browser: Browser, mapStyleUrl: string, mapOrigin: string | null): Promise<Kept> {
  console.log(`\n== MAP_STYLE_URL=${mapStyleUrl} ==`);
  const cleanup = new CleanupStack();
  try {
    const dataDir = await makeTempDir(cleanup);
    const { base } = await startApp(
      { dataDir, port: await benchPort(), demoContent: true, extra: { MAP_STYLE_URL: mapStyleUrl } },
      cleanup,
    );
    const guide = await largestDemoGuide(base);
    const guidePath = `/guide/${guide.citySlug}/${guide.id}`;
    console.log(`Guide "${guide.name}" (${placeCount(guide)} places), ${base}${guidePath}`);
    const times: number[] = [];
    let kept: Kept | undefined;
    const failed: string[] = [];
    const outside = new Set<string>();
    const expected = [base, "data:", ...(mapOrigin ? [mapOrigin] : [])];
    for (let run = 1; run <= KEEPS; run++) {
      const context = await browser.newContext({ serviceWorkers: "allow" });
      context.on("request", (request) => {
        if (!expected.some((start) => request.url().startsWith(start))) outside.add(request.url());
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
        kept = await readKept(page, guide.id, mapOrigin);
      } finally {
        await context.close();
      }
    }
    if (!kept) throw new Error("No keep finished");
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `Keep time: ${times.map(ms).join(", ")}; median ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0)}`,
    );
    console.log(`Bytes kept: registry ${size(kept.registryBytes)}, cache bodies ${size(kept.cacheBytes)}`);
    const entries = kept.api + kept.pictures + kept.map + kept.other;
    console.log(
      `Cache entries: ${entries} (${kept.api} API answers, ${kept.pictures} pictures, ${kept.map} map` +
        `${kept.other ? `, ${kept.other} other` : ""})`,
    );
    const zooms = Object.entries(kept.tilesByZoom).sort(([a], [b]) => Number(a) - Number(b));
    const tiles = zooms.reduce((total, [, count]) => total + count, 0);
    if (kept.map > 0)
      console.log(
        `Map entries: ${kept.map} (${size(kept.mapBytes)}): ${tiles} tiles, ${kept.map - tiles} style, ` +
          "sprites and glyphs",
      );
    if (zooms.length > 0)
      console.log(`Tiles by zoom: ${zooms.map(([zoom, count]) => `z${zoom} ${count}`).join(", ")}`);
    if (failed.length > 0)
      console.log(`Failed or non-2xx responses (${failed.length}):\n  ${failed.join("\n  ")}`);
    if (outside.size > 0)
      console.log(`Requests beyond the app (${outside.size}):\n  ${[...outside].join("\n  ")}`);
    return kept;
  } finally {
    await cleanup.runAll();
  }
}

/** What the kept tiles would weigh as real vector tiles, and where OFFLINE_TILES_MAX_MB would cut them. */
function vectorEstimate(kept: Kept): void {
  const zooms = Object.entries(kept.tilesByZoom).sort(([a], [b]) => Number(a) - Number(b));
  const tiles = zooms.reduce((total, [, count]) => total + count, 0);
  console.log(
    `\nEstimate for real vector tiles, at ${VECTOR_TILE_BYTES / 1000} kB a tile (an assumed average ` +
      `vector-tile size, not measured): ${tiles} tiles × ${VECTOR_TILE_BYTES / 1000} kB = ` +
      megabytes(tiles * VECTOR_TILE_BYTES),
  );
  // Lower zooms are kept first, until the tiles reach the cap (keep-map.ts).
  let sum = 0;
  const whole: string[] = [];
  for (const [zoom, count] of zooms) {
    sum += count * VECTOR_TILE_BYTES;
    if (sum > TILES_CAP_MB * 1_000_000) {
      console.log(
        `  the ${TILES_CAP_MB} MB cap (OFFLINE_TILES_MAX_MB) would keep zooms ${whole.join(", ") || "none"} ` +
          `whole and stop in zoom ${zoom}`,
      );
      return;
    }
    whole.push(zoom);
  }
  console.log(`  within the ${TILES_CAP_MB} MB cap (OFFLINE_TILES_MAX_MB): every zoom kept whole`);
}

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
    const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
    cleanup.defer("close the browser", () => browser.close());
    // The built-in map style: the remote default would leave loopback.
    await keepRuns(browser, "builtin", null);

    const styles = new StyleServer({ port: await benchPort() });
    await styles.open();
    cleanup.defer("stop the map style server", () => styles.cut());
    vectorEstimate(await keepRuns(browser, styles.styleUrl, styles.origin));
    console.log(`Load at end ${load()}`);
  } finally {
    await cleanup.runAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
