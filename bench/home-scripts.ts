/**
 * Home's JavaScript as a phone loads it (npm run bench:home-scripts; issue 63): the app as `npm start` runs it,
 * on the embedded database with the demo content, opened at "/" in Chromium emulating a Pixel 7 with an empty
 * cache, BENCH_RUNS times (default 2). Every script the page requests until the network is idle counts, each
 * at its size under gzip -9 (as scripts/home-bundle counts the build's own list), and the total is held to the
 * same limit, 125 kB. The build's count (`npm run check:home-js`) sees what index.html and the home route load;
 * this one also sees what the app imports once it runs (the toaster, the service worker's registration).
 */
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { chromium, devices } from "@playwright/test";
import { CHROMIUM_ARGS, locateBrowser } from "../scripts/browser/find-browser";
import { realHost } from "../scripts/browser/host";
import { HOME_JS_LIMIT_BYTES } from "../scripts/home-bundle/budget";
import { CleanupStack, pgliteTarget } from "./engines";
import { freePort, startApp } from "./processes";

const RUNS = Number(process.env.BENCH_RUNS ?? 2);

type Script = { path: string; gzipBytes: number; afterMs: number };

async function main(): Promise<void> {
  const found = locateBrowser(realHost);
  if (!found)
    throw new Error("No Chromium found: run `npm test` once (it provides one), or set CHROMIUM_PATH");
  const cleanup = new CleanupStack();
  let ok = true;
  try {
    const target = await pgliteTarget(cleanup);
    const app = await startApp(
      { dataDir: target.dataDir, port: await freePort(), demoContent: true },
      cleanup,
    );
    const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
    cleanup.defer("close the browser", () => browser.close());
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ ...devices["Pixel 7"], serviceWorkers: "allow" });
      const page = await context.newPage();
      const bodies: Promise<Script | undefined>[] = [];
      const started = Date.now();
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        const afterMs = Date.now() - started;
        bodies.push(
          response.body().then(
            (body) => ({
              path: new URL(response.url()).pathname,
              gzipBytes: gzipSync(body, { level: 9 }).length,
              afterMs,
            }),
            () => undefined,
          ),
        );
      });
      await page.goto(`${app.base}/`, { waitUntil: "networkidle" });
      const scripts = (await Promise.all(bodies)).filter((one): one is Script => one !== undefined);
      await context.close();
      scripts.sort((a, b) => a.afterMs - b.afterMs);
      console.log(`\nrun ${run}`);
      for (const one of scripts)
        console.log(
          `${String(one.afterMs).padStart(6)} ms  ${String(one.gzipBytes).padStart(7)}  ${one.path}`,
        );
      const total = scripts.reduce((sum, one) => sum + one.gzipBytes, 0);
      const fits = total <= HOME_JS_LIMIT_BYTES;
      ok &&= fits;
      console.log(
        `${scripts.length} scripts, ${total.toLocaleString("en-US")} bytes gzip -9 against ${HOME_JS_LIMIT_BYTES.toLocaleString("en-US")}: ${fits ? "ok" : "FAIL"}`,
      );
    }
    console.log(
      `load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await cleanup.runAll();
  }
  if (!ok) process.exitCode = 1;
}

await main();
