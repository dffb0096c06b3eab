import { describe, expect, it } from "vitest";
import { releaseMemory } from "../../../shared/release-memory";
import { trimMalloc } from "./malloc-trim";

const residentMb = () => process.memoryUsage.rss() / 2 ** 20;

describe("trimming malloc", () => {
  it("hands back the pages freed buffers leave in glibc's heap", async () => {
    // Buffers of a few kB are malloc'd; keeping one in fifty pins the heap, so glibc cannot shrink it by itself.
    let buffers: Buffer[] = Array.from({ length: 24_000 }, (_, n) =>
      Buffer.allocUnsafeSlow(4096 + (n % 997)),
    );
    const pinned = buffers.filter((_, n) => n % 50 === 0);
    buffers = [];
    releaseMemory();
    const before = residentMb();
    // V8 frees dead buffers' memory on a thread of its own, shortly after the collection.
    await expect.poll(() => trimMalloc() && before - residentMb(), { timeout: 5_000 }).toBeGreaterThan(40);
    expect(pinned).toHaveLength(480);
  });
});
