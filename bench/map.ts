/**
 * Map benchmark (npm run bench:map): 2,000 pins on a page the app really renders. Starts the built server in a
 * process of its own on a scratch PGlite directory, gives one account 2,000 bookmarked places in New York and
 * another 10 (the floor, measured in the same run), then opens each one's Saved page for the city
 * (/saved/new-york: all of them on one map above their list) in Chromium and measures, from navigation:
 * the first frame drawn with the pins, the first complete drawing of the map, and the frame times while the
 * map is dragged round in circles for about two seconds. MAP_STYLE_URL=builtin, so nothing leaves the machine;
 * Chromium draws WebGL in software here (no GPU), so the figures are a floor for a phone, not a desktop's.
 * BENCH_ROUNDS sets the page loads per account (default 3); CHROMIUM_PATH a browser other than the found one.
 */
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, locateBrowser } from "../scripts/browser/find-browser";
import { realHost } from "../scripts/browser/host";
import { TEST_PASSWORD } from "../src/server/seed/factories";
import {
  type ServerProcess,
  signUpOverHttp,
  startServerProcess,
  waitForHealth,
} from "../src/server/test/server-process";
import { MAP_TIMING_MARKS } from "../src/shared/map-style";
import { CleanupStack, pgliteTarget } from "./engines";
import { insertBookmarkedPlaces } from "./map-data";

const PINS = 2_000;
const FLOOR_PINS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const VIEWPORT = { width: 1280, height: 800 };
const WEB_DIST = path.resolve("dist/web");
const ACCOUNTS = [
  { label: `${FLOOR_PINS} pins (floor)`, username: "bench_floor", pins: FLOOR_PINS },
  { label: `${PINS.toLocaleString("en")} pins`, username: "bench_crowd", pins: PINS },
];

type Round = {
  created: number;
  pinsDrawn: number;
  idle: number;
  listed: number;
  rendered: number;
  frames: number[];
};

const emailOf = (username: string) => `${username}@example.test`;

async function startServer(dataDir: string, cleanup: CleanupStack): Promise<ServerProcess> {
  const server = await startServerProcess({
    dataDir,
    env: { WEB_DIST_DIR: WEB_DIST, MAP_STYLE_URL: "builtin", LOG_LEVEL: "warn", AUTH_RATE_LIMIT: "1000" },
  });
  cleanup.defer("stop the server", async () => void (await server.kill("SIGTERM")));
  await waitForHealth(server);
  return server;
}

/** The accounts are made over HTTP (passwords hashed as sign-up does), by a server stopped before the bulk insert. */
async function signUpAccounts(dataDir: string) {
  const steps = new CleanupStack();
  try {
    const server = await startServer(dataDir, steps);
    for (const account of ACCOUNTS) await signUpOverHttp(server, account.username);
  } finally {
    await steps.runAll();
  }
}

/** Drags the map round a circle for `steps` moves a frame apart, while the page records its frame times. */
async function panFrames(page: Page, steps = 120): Promise<number[]> {
  const box = await page.getByTestId("places-map").boundingBox();
  if (!box) throw new Error("The map is not on screen");
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const radius = Math.min(box.width, box.height) / 4;
  await page.evaluate(() => {
    const state = window as unknown as { benchFrames: number[]; benchStop: boolean };
    state.benchFrames = [];
    state.benchStop = false;
    let last = performance.now();
    const frame = (now: number) => {
      state.benchFrames.push(now - last);
      last = now;
      if (!state.benchStop) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.mouse.move(centre.x + radius, centre.y);
  await page.mouse.down();
  for (let step = 1; step <= steps; step++) {
    const angle = (step / 40) * 2 * Math.PI;
    await page.mouse.move(centre.x + radius * Math.cos(angle), centre.y + radius * Math.sin(angle));
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  return page.evaluate(() => {
    const state = window as unknown as { benchFrames: number[]; benchStop: boolean };
    state.benchStop = true;
    return state.benchFrames.slice(1);
  });
}

async function measure(
  browser: Browser,
  server: ServerProcess,
  citySlug: string,
  account: (typeof ACCOUNTS)[number],
) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  // tsx names the functions it compiles with a helper the page does not have; the functions sent there need it.
  await context.addInitScript("window.__name = (target) => target;");
  const signIn = await context.request.post(`${server.url}/api/auth/sign-in/email`, {
    headers: { origin: server.url },
    data: { email: emailOf(account.username), password: TEST_PASSWORD },
  });
  if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()}`);
  const rounds: Round[] = [];
  // One load to warm the caches (scripts, the basemap's land), then the measured ones.
  for (let round = 0; round <= ROUNDS; round++) {
    const page = await context.newPage();
    await page.goto(`${server.url}/saved/${citySlug}`);
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      MAP_TIMING_MARKS.idle,
      {
        timeout: 120_000,
      },
    );
    const timing = await page.evaluate((marks) => {
      const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
      const list = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("/api/me/bookmarked-places")) as PerformanceResourceTiming;
      const map = document.querySelector<HTMLElement>("[data-testid=places-map]");
      return {
        created: at(marks.created),
        pinsDrawn: at(marks.pinsDrawn),
        idle: at(marks.idle),
        listed: list?.responseEnd ?? Number.NaN,
        rendered: Number(map?.dataset.renderedPlaces ?? Number.NaN),
      };
    }, MAP_TIMING_MARKS);
    const frames = await panFrames(page);
    if (round > 0) rounds.push({ ...timing, frames });
    await page.close();
  }
  await context.close();
  return rounds;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

function report(label: string, rounds: Round[]) {
  const frames = rounds.flatMap((round) => round.frames);
  const slow = frames.filter((frame) => frame > 50).length;
  console.log(
    `${label.padEnd(17)} places received ${ms(median(rounds.map((round) => round.listed)))}, ` +
      `map made ${ms(median(rounds.map((round) => round.created)))}, ` +
      `pins drawn ${ms(median(rounds.map((round) => round.pinsDrawn)))} ` +
      `(${ms(median(rounds.map((round) => round.pinsDrawn - round.created)))} after the map was made), ` +
      `map complete ${ms(median(rounds.map((round) => round.idle)))}; ` +
      `panning: ${frames.length} frames, median ${ms(median(frames))}, p95 ${ms(percentile(frames, 0.95))}, ` +
      `max ${ms(Math.max(...frames))}, ${((slow / frames.length) * 100).toFixed(1)}% over 50 ms ` +
      `(≈${(1000 / median(frames)).toFixed(0)} fps); pins and clusters stood for ${median(rounds.map((round) => round.rendered))} places`,
  );
}

async function main() {
  if (!existsSync(path.join(WEB_DIST, "index.html"))) throw new Error("No web build: run npm run build:web");
  const executablePath = locateBrowser(realHost)?.path;
  if (!executablePath) throw new Error("No Chromium found: set CHROMIUM_PATH");
  const cleanup = new CleanupStack();
  try {
    const { dataDir } = await pgliteTarget(cleanup);
    await signUpAccounts(dataDir);
    const { citySlug } = await insertBookmarkedPlaces({
      dataDir,
      cityValue: "newYork",
      count: PINS,
      bookmarks: ACCOUNTS.map((account) => ({ email: emailOf(account.username), count: account.pins })),
    });
    const server = await startServer(dataDir, cleanup);
    const browser = await chromium.launch({
      executablePath,
      args: CHROMIUM_ARGS,
    });
    cleanup.defer("close the browser", () => browser.close());
    console.log(
      `Map bench: /saved/${citySlug} with ${FLOOR_PINS} and ${PINS} bookmarked places, built-in basemap, ` +
        `Chromium ${browser.version()} (software WebGL) at ${VIEWPORT.width}x${VIEWPORT.height}, ` +
        `median of ${ROUNDS} loads after a warm-up; load average ${loadavg()[0]?.toFixed(1)}`,
    );
    for (const account of ACCOUNTS) report(account.label, await measure(browser, server, citySlug, account));
    console.log(`load average afterwards ${loadavg()[0]?.toFixed(1)}`);
  } finally {
    await cleanup.runAll();
  }
}

await main();
