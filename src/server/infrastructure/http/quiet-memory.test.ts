import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { DRAWING_MEMORY_RELEASED, DRAWING_THREAD_STOPPED } from "../../delivery/pages/server-render";
import {
  compiledServer,
  disposeServerProcess,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from "../../test/server-process";
import { realWebBuild } from "../../test/web-build";
import { MEMORY_RELEASED } from "./quiet-memory";

// The server gives back what load made it hold once it goes quiet (docs/decisions/044).
const QUIET_SECONDS = 2;

/** The process's resident memory in MB, as the system counts it. */
const residentMb = (server: ServerProcess) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1]) / 1024;

const releases = (server: ServerProcess, line = MEMORY_RELEASED) => server.output().split(line).length - 1;

/** How many threads the process runs, as the system counts them. */
const threads = (server: ServerProcess) =>
  Number(/^Threads:\s+(\d+)/m.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1]);

/** The nice value of each of the process's threads, the main thread's first (Linux keeps one per thread). */
function niceValues(server: ServerProcess): number[] {
  const others = readdirSync(`/proc/${server.pid}/task`).filter((thread) => thread !== String(server.pid));
  return [String(server.pid), ...others].flatMap((thread) => {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${server.pid}/task/${thread}/stat`, "utf8");
    } catch {
      return []; // The thread ended since the list was read.
    }
    // The thread's name, in parentheses, may hold spaces: the fields are counted after it. Nice is field 19.
    return [Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])];
  });
}

/** A visitor's page at an address not drawn before, and whether it came drawn (the app's markup in #root). */
async function drawnPage(server: ServerProcess, marker: string): Promise<boolean> {
  const html = await (await fetch(`${server.url}/cities?visit=${marker}`)).text();
  return /<div id="root">\s*<[a-z]/.test(html);
}

async function waitFor(check: () => boolean, seconds: number): Promise<boolean> {
  for (let waited = 0; waited < seconds * 10 && !check(); waited++) await sleep(100);
  return check();
}

describe.runIf(process.platform === "linux")("a quiet server", () => {
  it("gives back the memory load made both its threads hold, and draws the next page as before", async () => {
    const server = await startServerProcess({
      entry: compiledServer(),
      env: { WEB_DIST_DIR: realWebBuild(), QUIET_MEMORY_SECONDS: String(QUIET_SECONDS), LOG_LEVEL: "debug" },
    });
    try {
      await waitForHealth(server);
      expect(await drawnPage(server, "first")).toBe(true);
      // Busy: far more than a request a second, pages drawn and API reads, for longer than a window.
      const busyUntil = Date.now() + QUIET_SECONDS * 1500;
      for (let round = 0; Date.now() < busyUntil; round++) {
        await Promise.all([
          drawnPage(server, `busy-${round}`),
          ...Array.from({ length: 8 }, () =>
            fetch(`${server.url}/api/cities`).then((answer) => answer.text()),
          ),
        ]);
      }
      const busy = residentMb(server);
      const releasedBefore = releases(server);
      const drawingReleasedBefore = releases(server, DRAWING_MEMORY_RELEASED);

      // Both threads give back: the server's, and the drawing thread's once it has drawn nothing for a window.
      expect(await waitFor(() => releases(server) > releasedBefore, 12)).toBe(true);
      expect(await waitFor(() => releases(server, DRAWING_MEMORY_RELEASED) > drawingReleasedBefore, 12)).toBe(
        true,
      );
      await sleep(500);
      const quiet = residentMb(server);
      // Node 20's V8 collects but keeps its pool of pages; Node 24, the target (and CI's second pass), gives it back.
      if (Number(process.versions.node.split(".")[0]) >= 24) {
        expect(quiet, `resident ${busy.toFixed(0)} MB busy, ${quiet.toFixed(0)} MB quiet`).toBeLessThan(
          busy - 25,
        );
      }

      expect(await drawnPage(server, "after-quiet")).toBe(true);
    } finally {
      await disposeServerProcess(server);
    }
  }, 120_000);

  it("draws at a lower priority, stops the drawing thread once it has drawn nothing for a while, and starts it again for the next page", async () => {
    const server = await startServerProcess({
      entry: compiledServer(),
      env: { WEB_DIST_DIR: realWebBuild(), DRAWING_THREAD_IDLE_SECONDS: "2", LOG_LEVEL: "debug" },
    });
    try {
      await waitForHealth(server);
      const withoutThread = threads(server);
      expect(await drawnPage(server, "first")).toBe(true);
      const drawing = threads(server);
      expect(drawing).toBeGreaterThan(withoutThread);
      // Drawing is background work: its thread alone runs 10 nice steps below the rest (docs/decisions/039).
      const [mainThread = 0, ...others] = niceValues(server);
      expect(others.filter((nice) => nice !== mainThread)).toEqual(
        mainThread < 19 ? [Math.min(19, mainThread + 10)] : [],
      );

      // Within about a window of its last page; the wait allows for a busy machine.
      expect(await waitFor(() => releases(server, DRAWING_THREAD_STOPPED) === 1, 20)).toBe(true);
      expect(await waitFor(() => threads(server) < drawing, 10)).toBe(true);

      // Drawn again, by a new thread, which stops in its turn.
      expect(await drawnPage(server, "after-stop")).toBe(true);
      expect(await waitFor(() => releases(server, DRAWING_THREAD_STOPPED) === 2, 20)).toBe(true);
    } finally {
      await disposeServerProcess(server);
    }
  }, 90_000);
});
