import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk";

const root = await mkdtemp(path.join(os.tmpdir(), "cityguides-disk-"));
afterAll(() => rm(root, { recursive: true, force: true }));

describe("local disk storage", () => {
  // Two requests rendering the same image variant for the first time write the same key at once.
  it("takes simultaneous writes of one key, leaving one whole file and no temp files", async () => {
    const storage = createLocalDiskStorage(root);
    const writes = Array.from({ length: 20 }, (_, n) =>
      storage.put("places/same/thumb.webp", Buffer.alloc(4096, n)),
    );
    await expect(Promise.all(writes)).resolves.toBeDefined();
    const stored = await storage.get("places/same/thumb.webp");
    expect(stored?.byteLength).toBe(4096);
    expect(new Set(stored).size).toBe(1);
    expect(await readdir(path.join(root, "places/same"))).toEqual(["thumb.webp"]);
  });
});
