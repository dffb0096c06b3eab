import { afterEach, beforeEach, vi } from "vitest";

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

/**
 * A test fails when the code under test writes to console.error or console.warn: the server logs through pino,
 * so anything on the console is noise nobody meant, or a failure nobody asserted.
 */
const consoleNoise: string[] = [];
const consoleSpies: Array<{ mockRestore(): void }> = [];
beforeEach(() => {
  consoleNoise.length = 0;
  for (const method of ["error", "warn"] as const) {
    const spy = vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleNoise.push(`console.${method}: ${args.map(String).join(" ")}`);
    });
    consoleSpies.push(spy);
  }
});
afterEach(() => {
  for (const spy of consoleSpies.splice(0)) spy.mockRestore();
  if (consoleNoise.length > 0) throw new Error(`Unexpected console output:\n${consoleNoise.join("\n")}`);
});
