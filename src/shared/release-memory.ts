import v8 from "node:v8";
import { runInNewContext } from "node:vm";

// Node only: the server's thread and its page-drawing thread (docs/decisions/044), never the browser.

type Collect = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;
let collect: Collect | undefined;

/**
 * Collects every piece of garbage of this thread's JavaScript heap and hands the pages V8 kept for reuse back to
 * the system. V8 grows the young generation under load and, once grown, keeps its pages pooled for good: this is
 * the collection it runs itself only when the system is short of memory. A pause of about 100-250 ms, so it is
 * for quiet moments. Node 20's V8 collects but keeps its pool.
 */
export function releaseMemory(): void {
  if (!collect) {
    // The collector is reached through a context of its own, so no `gc` appears on this thread's global object.
    v8.setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as Collect;
  }
  collect({ type: "major", execution: "sync", flavor: "last-resort" });
}

/**
 * Calls `release` at the end of each window of `windowSeconds` that saw fewer pieces of work (`count()` calls)
 * than seconds, after a busier window or after start: once per lull, never while busy. 0 turns it off.
 * `letGoWhenQuiet`, called at the end of each quiet window, lets go of what it can (pages past their age, say)
 * and answers whether that is worth a release: then that window releases too, lull or not.
 */
export function releaseWhenQuiet(
  windowSeconds: number,
  release: () => void,
  letGoWhenQuiet: () => boolean = () => false,
): { count: () => void; stop: () => void } {
  let work = 0;
  if (windowSeconds === 0) return { count: () => undefined, stop: () => undefined };
  // Start-up itself grows the heap (modules loading, the first work): the first quiet window releases it.
  let busySinceRelease = true;
  const timer = setInterval(() => {
    const quiet = work < windowSeconds;
    if (!quiet) busySinceRelease = true;
    work = 0;
    if (!quiet) return;
    const letGo = letGoWhenQuiet();
    if (!busySinceRelease && !letGo) return;
    busySinceRelease = false;
    release();
  }, windowSeconds * 1000);
  // The timer never keeps a thread alive.
  timer.unref();
  return {
    count: () => {
      work += 1;
    },
    stop: () => clearInterval(timer),
  };
}
