import { describe, expect, it } from "vitest";
import { containerLimitMb, memoryBudget, memoryLimitMb } from "./budget";

const files = (contents: Record<string, string>) => (file: string) => {
  const text = contents[file];
  if (text === undefined) throw new Error(`ENOENT: ${file}`);
  return text;
};

describe("containerLimitMb", () => {
  it("reads cgroup v2's memory.max, and v1's limit where v2 is absent", () => {
    expect(containerLimitMb(files({ "/sys/fs/cgroup/memory.max": "536870912\n" }))).toBe(512);
    expect(containerLimitMb(files({ "/sys/fs/cgroup/memory/memory.limit_in_bytes": "1073741824\n" }))).toBe(
      1024,
    );
  });

  it("finds no limit where the cgroup says none, or where there is no cgroup", () => {
    expect(containerLimitMb(files({ "/sys/fs/cgroup/memory.max": "max\n" }))).toBeUndefined();
    expect(
      containerLimitMb(files({ "/sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712\n" })),
    ).toBeUndefined();
    expect(containerLimitMb(files({}))).toBeUndefined();
  });
});

describe("memoryLimitMb", () => {
  it("takes MEMORY_LIMIT_MB over the container's limit", () => {
    expect(memoryLimitMb("768", () => 512)).toBe(768);
    expect(memoryLimitMb(undefined, () => 512)).toBe(512);
    expect(memoryLimitMb("", () => undefined)).toBeUndefined();
  });
});

describe("memoryBudget", () => {
  it("gives V8 and the drawing thread less than the limit, less still with the embedded database", () => {
    for (const limit of [256, 512, 1024, 4096]) {
      for (const embedded of [true, false]) {
        const budget = memoryBudget(limit, embedded);
        const flag = (name: string) =>
          Number(budget.nodeFlags.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1]);
        const heaps =
          flag("max-old-space-size") +
          3 * flag("max-semi-space-size") +
          budget.drawingThread.maxOldGenerationSizeMb +
          budget.drawingThread.maxYoungGenerationSizeMb;
        if (limit >= 512) expect(heaps + (embedded ? 160 : 0) + budget.pageCacheMb).toBeLessThan(limit);
        expect(budget.pageCacheMb).toBeLessThanOrEqual(16);
      }
    }
    const small = memoryBudget(512, true);
    expect(small.nodeFlags).toEqual([
      "--max-old-space-size=126",
      "--max-semi-space-size=16",
      "--liftoff-only",
    ]);
    expect(small.sharpConcurrency).toBe(1);
    expect(memoryBudget(512, false).nodeFlags).toEqual([
      "--max-old-space-size=206",
      "--max-semi-space-size=26",
    ]);
  });
});
