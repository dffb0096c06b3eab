import type { FastifyInstance } from "fastify";
import { releaseMemory, releaseWhenQuiet } from "../../../shared/release-memory";
import { trimMallocAfterCollection } from "../memory/malloc-trim";

declare module "fastify" {
  interface FastifyInstance {
    quietMemory: QuietMemory;
  }
}

/**
 * What else the server lets go when it is quiet: `alsoDrop(drop)` has `drop` called at the end of each quiet
 * window, answering the bytes it let go (the kept pages past their age). Once they add up to
 * `RELEASE_WORTH_BYTES`, that window gives memory back too.
 */
type QuietMemory = { alsoDrop: (drop: () => number) => void };

/**
 * What let go is worth a collection's pause of 100-250 ms: a crawler asking for a new page every few seconds
 * lets one page go each window, and must not bring a collection each time.
 */
const RELEASE_WORTH_BYTES = 4_000_000;

/** What the log says (at debug level) each time the server gives memory back. */
export const MEMORY_RELEASED = "quiet: memory released";
/** What the log says (at debug level) once malloc's free pages have been handed back after a release. */
const MALLOC_TRIMMED = "quiet: malloc trimmed";

/**
 * Gives memory back once the server is quiet (docs/decisions/044): at the end of each window of `windowSeconds`
 * that saw fewer requests than seconds (under one a second) after a busier one, or after start, it collects
 * the server thread's garbage and returns V8's pooled pages (the page-drawing thread does the same for itself).
 * Busy, the young generation keeps the size throughput needs; quiet, resident memory falls to what the server
 * holds. 0 turns it off.
 */
export function registerQuietMemory(app: FastifyInstance, windowSeconds: number): void {
  const drops: Array<() => number> = [];
  app.decorate("quietMemory", { alsoDrop: (drop) => drops.push(drop) } satisfies QuietMemory);
  let letGoBytes = 0;
  const worthReleasing = () => {
    for (const drop of drops) letGoBytes += drop();
    return letGoBytes >= RELEASE_WORTH_BYTES;
  };
  // Whatever brought the release, what was let go before it goes back with it.
  const release = () => {
    letGoBytes = 0;
    giveMemoryBack(app);
  };
  const quiet = releaseWhenQuiet(windowSeconds, release, worthReleasing);
  if (windowSeconds === 0) return;
  // A callback hook, not an async one: every request passes here, and a promise each would cost the reads.
  app.addHook("onRequest", (_request, _reply, done) => {
    quiet.count();
    done();
  });
  app.addHook("onClose", async () => quiet.stop());
}

function giveMemoryBack(app: FastifyInstance): void {
  const before = process.memoryUsage.rss();
  try {
    releaseMemory();
  } catch (error) {
    // A Node whose V8 refused the collector: the server goes on as it would without this.
    app.log.warn({ err: error }, "quiet: the memory-reducing collection is not available");
  }
  app.log.debug({ rssBeforeMb: toMb(before), rssAfterMb: toMb(process.memoryUsage.rss()) }, MEMORY_RELEASED);
  // What V8 freed outside its heap (buffers, strings handed to the database driver) sits in glibc's arenas.
  trimMallocWhenFreed(app);
}

const toMb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** After a thread's quiet collection (the server's or the drawing thread's): malloc's free pages go back too. */
export function trimMallocWhenFreed(app: FastifyInstance): void {
  trimMallocAfterCollection(({ trimmed }) =>
    app.log.debug({ trimmed, rssAfterMb: toMb(process.memoryUsage.rss()) }, MALLOC_TRIMMED),
  );
}
