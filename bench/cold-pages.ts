import { writeFile } from "node:fs/promises";
import path from "node:path";
import { CleanupStack } from "./engines";
import { freePort, startApp } from "./processes";
import { runWrk, type WrkFigures } from "./wrk";

/**
 * Cold pages for bench/pages.ts: a visitor's page asked for at addresses no one asked for before, so that each is
 * drawn, as the first visit after a change is; and the same pages when every visit is drawn anew, as before
 * issue 45, which a cold page must be no slower than. Both are measured in the same run on the same machine.
 */

/** Each page asked for at new addresses (drawn, never kept) for this long. */
const COLD_SECONDS = 4;
/**
 * A cold page is no slower than a page drawn anew at every visit when it answers at least this share of its
 * requests a second. Both draw the page the same way, so the share allows for the noise of 4-second runs: two runs
 * of the same cold page on the same app differed by up to a fifth (Home, 163 and 200 req/s; decision 046).
 */
export const COLD_OVER_DRAWN_ANEW = 0.8;

/** A wrk script asking for `pagePath` at a new address each time (a query no one asked for before). */
export async function newAddressScript(directory: string, pagePath: string): Promise<string> {
  const file = path.join(directory, `new-address-${pagePath.replace(/[^a-z0-9]+/gi, "-")}.lua`);
  await writeFile(
    file,
    `counter = 0\nrequest = function()\n  counter = counter + 1\n  return wrk.format(nil, "${pagePath}` +
      '?v=" .. counter .. "-" .. math.random(1e9))\nend\n',
  );
  return file;
}

/**
 * Each page asked for at new addresses for COLD_SECONDS by one client on 16 connections, after a warm-up; `scripts`
 * are newAddressScript's, one a page.
 */
export async function coldPages(base: string, scripts: string[]): Promise<WrkFigures[]> {
  const [first] = scripts;
  // The first pages drawn start the drawing thread and warm its code: not what a cold page costs.
  if (first) await runWrk(`${base}/`, { seconds: 2, connections: 16, script: first });
  const figures: WrkFigures[] = [];
  for (const script of scripts) {
    figures.push(await runWrk(`${base}/`, { seconds: COLD_SECONDS, connections: 16, script }));
  }
  return figures;
}

/**
 * Every page drawn anew at every visit, as before issue 45: the same build and database with no pages kept
 * (PAGE_CACHE_MB=0), started and stopped before the measured app, so that both use the machine as it is now.
 */
export async function drawnAnew(
  { databaseUrl, dataDir }: { databaseUrl?: string; dataDir: string },
  scripts: string[],
): Promise<WrkFigures[]> {
  const cleanup = new CleanupStack();
  try {
    const app = await startApp(
      { databaseUrl, dataDir, port: await freePort(), extra: { PAGE_CACHE_MB: "0" } },
      cleanup,
    );
    return await coldPages(app.base, scripts);
  } finally {
    await cleanup.runAll();
  }
}
