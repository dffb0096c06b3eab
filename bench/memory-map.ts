import { readFileSync } from "node:fs";

/** A malloc arena of a thread other than the main one: glibc maps them 64 MB in size, aligned to 64 MB. */
const ARENA_BYTES = 64 * 2 ** 20;

/**
 * Where a process's resident memory is, from /proc/<pid>/smaps (Linux only), in MB: files mapped (Node's code,
 * shared libraries such as libvips), the main thread's malloc heap, other threads' malloc arenas, and the rest of
 * the anonymous memory (V8's heaps of every thread, WebAssembly memory, large buffers).
 */
export function memoryMap(pid: number): Record<string, number> {
  const parts = { files: 0, mallocHeap: 0, threadArenas: 0, otherAnonymous: 0 };
  let current: keyof typeof parts = "otherAnonymous";
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = /^([0-9a-f]+)-[0-9a-f]+ (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const [, start = "0", perms = "", name = ""] = header;
      if (name.startsWith("/")) current = "files";
      else if (name === "[heap]") current = "mallocHeap";
      else if (name === "" && perms.startsWith("rw") && Number.parseInt(start, 16) % ARENA_BYTES === 0)
        current = "threadArenas";
      else current = "otherAnonymous";
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) parts[current] += Number(rss[1]) / 1024;
  }
  return parts;
}

/** The V8 heap and external memory of the app's main thread, from its /metrics (prom-client's defaults), in MB. */
export function heapFigures(metricsText: string): Record<string, number> {
  const read = (name: string) =>
    Number(new RegExp(`^${name} (\\S+)`, "m").exec(metricsText)?.[1] ?? Number.NaN) / 2 ** 20;
  return {
    heapUsed: read("nodejs_heap_size_used_bytes"),
    heapTotal: read("nodejs_heap_size_total_bytes"),
    external: read("nodejs_external_memory_bytes"),
  };
}
