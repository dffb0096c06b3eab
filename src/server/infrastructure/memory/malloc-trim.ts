import { createRequire } from "node:module";
import { releaseMemory } from "../../../shared/release-memory";

type Trim = () => boolean;

let trim: Trim | undefined;
let loaded = false;

/**
 * Hands glibc malloc's free pages back to the system, in every thread's arena (docs/decisions/044). Buffers,
 * database rows and the drawing thread's messages are malloc'd; once freed, glibc keeps the pages for reuse and
 * no JavaScript call returns them. `malloc_trim` does, through koffi (a foreign-function library with prebuilt
 * binaries, so nothing is compiled at install). False where there is no glibc (musl, macOS) or nothing to give.
 */
function trimMalloc(): boolean {
  if (!loaded) {
    loaded = true;
    trim = loadTrim();
  }
  return trim?.() ?? false;
}

function loadTrim(): Trim | undefined {
  if (process.platform !== "linux") return undefined;
  try {
    const koffi = createRequire(import.meta.url)("koffi") as typeof import("koffi");
    const mallocTrim = koffi.load("libc.so.6").func("int malloc_trim(size_t pad)");
    return () => mallocTrim(0) === 1;
  } catch {
    // musl's libc has no malloc_trim, or the prebuilt binary does not fit this machine: nothing to trim then.
    return undefined;
  }
}

/**
 * V8 frees the memory of dead buffers on a background thread after a collection, not during it: trimming at
 * once would find much of it still held. A second is ample on two busy cores.
 */
const AFTER_COLLECTION_MS = 1000;
let pending: NodeJS.Timeout | undefined;

/** Trims once V8 has freed what a collection just found dead; calls that arrive meanwhile share the trim. */
export function trimMallocAfterCollection(done: (figures: { trimmed: boolean }) => void) {
  if (pending) return;
  pending = setTimeout(() => {
    pending = undefined;
    const trimmed = trimMalloc();
    done({ trimmed });
  }, AFTER_COLLECTION_MS);
  // A pending trim never keeps the process alive.
  pending.unref();
}

/**
 * A memory-reducing collection now and malloc's free pages a second later, for start-up's steps: PGlite's first
 * start runs initdb in a WebAssembly instance of its own, 300 MB and more that stays until V8 next collects, and a
 * server busy from its first second may never be quiet enough to give it back (docs/decisions/055).
 */
export function releaseAfterStartupStep(): void {
  try {
    releaseMemory();
  } catch {
    // A Node whose V8 refuses the collector: start-up goes on as before.
  }
  trimMallocAfterCollection(() => undefined);
}
