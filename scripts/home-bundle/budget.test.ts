import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { measureHomeBundle } from "../../bench/bundle";
import { HOME_JS_LIMIT_BYTES, judgeHomeBundle } from "./budget";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * A build as Vite writes it: index.html loading an entry and preloading a vendor chunk, and a manifest whose
 * entry imports the home route dynamically. Random bytes do not compress, so gzip sizes follow the given sizes.
 */
async function build(sizes: { entry: number; vendor: number; home: number }, homeInManifest = true) {
  const dir = await mkdtemp(path.join(tmpdir(), "home-bundle-"));
  dirs.push(dir);
  await mkdir(path.join(dir, "assets"));
  await mkdir(path.join(dir, ".vite"));
  for (const [name, size] of Object.entries(sizes))
    await writeFile(path.join(dir, "assets", `${name}.js`), randomBytes(size));
  await writeFile(
    path.join(dir, "index.html"),
    '<script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/vendor.js">',
  );
  const manifest = {
    "index.html": {
      file: "assets/entry.js",
      isEntry: true,
      imports: ["_vendor.js"],
      dynamicImports: homeInManifest ? ["routes/home.tsx"] : [],
    },
    "_vendor.js": { file: "assets/vendor.js" },
    "routes/home.tsx": { file: "assets/home.js", src: "routes/home.tsx", isDynamicEntry: true },
  };
  await writeFile(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  const report = await measureHomeBundle(dir);
  if (!report) throw new Error("measureHomeBundle found no build");
  return report;
}

describe("Home's JavaScript limit", () => {
  it("passes a build under the limit and names every file it counted", async () => {
    const verdict = judgeHomeBundle(await build({ entry: 60_000, vendor: 40_000, home: 10_000 }));
    expect(verdict.ok).toBe(true);
    for (const file of ["assets/entry.js", "assets/vendor.js", "assets/home.js"])
      expect(verdict.message).toContain(file);
  });

  it("fails when the home route chunk tips the total over the limit", async () => {
    const verdict = judgeHomeBundle(await build({ entry: 70_000, vendor: 45_000, home: 15_000 }));
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain(`limit of ${HOME_JS_LIMIT_BYTES.toLocaleString("en-US")} bytes`);
    expect(verdict.verdict).toMatch(/^FAIL: /);
    expect(verdict.message.endsWith(verdict.verdict)).toBe(true);
  });

  it("fails when the home route cannot be found, rather than counting less", async () => {
    const verdict = judgeHomeBundle(await build({ entry: 1_000, vendor: 1_000, home: 1_000 }, false));
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain("incomplete");
  });
});
