import { vi } from "vitest";

/**
 * Painting demo pictures is the slow part of seeding (about 30 ms each, some 40 per seed), and every test file
 * seeds a database of its own. Tests paint each picture size once per file and reuse it: the images stay real
 * WebP files of the real sizes. seed.test.ts checks the real painter on its own.
 */
vi.mock("../seed/art", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../seed/art")>();
  const painted = new Map<string, Promise<Buffer>>();
  const once = (key: string, paint: () => Promise<Buffer>) => {
    const cached = painted.get(key) ?? paint();
    painted.set(key, cached);
    return cached;
  };
  return {
    ...actual,
    paintDemoImage: (seed: string, hue: number, width: number, height: number) =>
      once(`${width}x${height}`, () => actual.paintDemoImage(seed, hue, width, height)),
    paintDemoAvatar: (hue: number) => once("avatar", () => actual.paintDemoAvatar(hue)),
  };
});
