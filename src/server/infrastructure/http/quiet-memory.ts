import type { FastifyInstance } from "fastify";
import { releaseMemory } from "../runtime/release-memory";

/** What the log says (at debug level) each time the server gives memory back. */
export const MEMORY_RELEASED = "quiet: memory released";

/**
 * Gives memory back once the server is quiet (docs/decisions/044): at the end of each window of `windowSeconds`
 * that saw fewer requests than seconds (under one a second) after a busier one, or after start, it collects
 * the server thread's garbage and returns V8's pooled pages. Busy, the young generation keeps the size throughput
 * needs; quiet, resident memory falls to what the server holds. 0 turns it off.
 */
export function registerQuietMemory(app: FastifyInstance, windowSeconds: number): void {
  if (windowSeconds === 0) return;
  let requests = 0;
  // Start-up itself grows the heap (modules, migrations, the first reads): the first quiet window releases it.
  let busySinceRelease = true;
  // A callback hook, not an async one: every request passes here, and a promise each would cost the reads.
  app.addHook("onRequest", (_request, _reply, done) => {
    requests += 1;
    done();
  });
  const timer = setInterval(() => {
    const quiet = requests < windowSeconds;
    if (!quiet) busySinceRelease = true;
    requests = 0;
    if (!quiet || !busySinceRelease) return;
    busySinceRelease = false;
    const before = process.memoryUsage.rss();
    try {
      releaseMemory();
    } catch (error) {
      // A Node whose V8 refused the collector: the server goes on as it would without this.
      app.log.warn({ err: error }, "quiet: the memory-reducing collection is not available");
    }
    app.log.debug(
      { rssBeforeMb: toMb(before), rssAfterMb: toMb(process.memoryUsage.rss()) },
      MEMORY_RELEASED,
    );
  }, windowSeconds * 1000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}

const toMb = (bytes: number) => Math.round(bytes / 2 ** 20);
