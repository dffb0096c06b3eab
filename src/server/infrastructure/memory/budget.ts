import { readFileSync } from "node:fs";

/**
 * The memory a server may hold, split among its parts (docs/decisions/055). `MEMORY_LIMIT_MB`, or else the
 * container's limit, is the whole process: V8's heaps (the server's thread and the page-drawing thread), PGlite's
 * WebAssembly memory, libvips' and glibc's memory, the kept visitors' pages. The launcher (launch.ts) gives V8 its
 * share as flags; the server gives the rest to each part as it starts them.
 */
export type MemoryBudget = {
  limitMb: number;
  /** The server thread's V8 flags, given on Node's command line: a running heap cannot be resized. */
  nodeFlags: string[];
  /** The page-drawing thread's V8 heap (a Worker's resourceLimits). */
  drawingThread: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number };
  pageCacheMb: number;
  /** libvips' threads per picture: each thread's buffers and malloc arena add to the process. */
  sharpConcurrency: number;
};

/** The smallest limit the server runs in (the embedded database alone holds about 150 MB). */
export const MIN_MEMORY_LIMIT_MB = 256;

/** Cgroups write "no limit" as `max` (v2) or as a number near 2^63 (v1); anything above this is no limit. */
const NO_LIMIT_BYTES = 2 ** 50;

const cgroupFiles = ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"];

/** The memory limit of the container this process runs in (cgroup v2, else v1), in MB; undefined without one. */
export function containerLimitMb(read: (file: string) => string = (file) => readFileSync(file, "utf8")) {
  for (const file of cgroupFiles) {
    let text: string;
    try {
      text = read(file).trim();
    } catch {
      continue;
    }
    const bytes = Number(text);
    return text === "max" || !Number.isFinite(bytes) || bytes >= NO_LIMIT_BYTES
      ? undefined
      : Math.floor(bytes / 2 ** 20);
  }
  return undefined;
}

/** The setting, or else the container's limit; a setting that is not a number is left to the config to refuse. */
export function memoryLimitMb(setting: string | undefined, container = containerLimitMb): number | undefined {
  if (setting !== undefined && setting !== "") return Number(setting);
  return container();
}

const clamp = (value: number, low: number, high: number) => Math.round(Math.min(high, Math.max(low, value)));

/**
 * What each part may hold within `limitMb` (figures from `npm run bench:soak` and docs/decisions/037):
 * Node's own code and files, thread stacks and malloc's floor take about 100 MB, PGlite's WebAssembly memory
 * about 160 MB once it has answered a busy day's statements. Of the rest, the server thread's old generation
 * takes about half and its young generation a sixteenth a semi-space (a young generation holds three), the
 * drawing thread a quarter. The old generation is a ceiling V8 collects harder near, not a reservation: the
 * flags are the most each heap may take, while the live data of a busy soak is 60-90 MB.
 */
export function memoryBudget(limitMb: number, embedded: boolean): MemoryBudget {
  const rest = limitMb - 100 - (embedded ? 160 : 0);
  const semiSpaceMb = clamp(rest / 16, 2, 64);
  const oldSpaceMb = clamp(rest / 2, 96, 4096);
  // V8 compiles PGlite's hot WebAssembly (9 MB of PostgreSQL) a second time, optimised, as it warms up: at start
  // that compilation held 500-550 MB more for a few seconds (a 750 MB peak on a second start, 1.1 GB on a first;
  // 200 MB with the baseline compiler alone). Under 1 GB, the embedded database keeps the baseline code.
  const baselineWasm = embedded && limitMb < 1024 ? ["--liftoff-only"] : [];
  return {
    limitMb,
    nodeFlags: [
      `--max-old-space-size=${oldSpaceMb}`,
      `--max-semi-space-size=${semiSpaceMb}`,
      ...baselineWasm,
    ],
    drawingThread: {
      maxOldGenerationSizeMb: clamp(rest / 4, 64, 1024),
      maxYoungGenerationSizeMb: clamp(rest / 32, 4, 16),
    },
    pageCacheMb: clamp(limitMb / 32, 2, 16),
    sharpConcurrency: limitMb < 1024 ? 1 : 0,
  };
}
