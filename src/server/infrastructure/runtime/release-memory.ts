import v8 from "node:v8";
import { runInNewContext } from "node:vm";

type Collect = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;
let collect: Collect | undefined;

/**
 * Collects every piece of garbage of this thread's JavaScript heap and hands the pages V8 kept for reuse back to
 * the system (docs/decisions/044). V8 grows the young generation under load and, once grown, keeps its pages
 * pooled for good: this is the collection it runs itself only when the system is short of memory. A pause of
 * about 100-250 ms, so it is for quiet moments. Node 20's V8 collects but keeps its pool.
 */
export function releaseMemory(): void {
  if (!collect) {
    // The collector is reached through a context of its own, so no `gc` appears on this thread's global object.
    v8.setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as Collect;
  }
  collect({ type: "major", execution: "sync", flavor: "last-resort" });
}
