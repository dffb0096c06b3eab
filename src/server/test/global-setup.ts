import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../infrastructure/db/client";
import { JobQueue } from "../infrastructure/jobs/queue";
import { realWebBuild } from "./web-build";

declare module "vitest" {
  export interface ProvidedContext {
    /** A DATA_DIR whose `pglite/` holds an empty, fully migrated PGlite database; empty with TEST_DATABASE_URL. */
    pgliteTemplateDir: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const DAY_MS = 24 * 60 * 60 * 1000;
const cacheDir = path.join(root, "node_modules/.cache/cityguides-tests");

/** Changes whenever the migrations, the PGlite or the pg-boss version do, so a stale template is never used. */
async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  hash.update(await readFile(path.join(root, "node_modules/@electric-sql/pglite/package.json")));
  hash.update(await readFile(path.join(root, "node_modules/pg-boss/package.json")));
  const migrations = path.join(root, "drizzle");
  for (const file of (await readdir(migrations, { recursive: true })).sort()) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file).update(await readFile(path.join(migrations, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * Creating a PGlite database runs initdb in WebAssembly: about 4 s, and about 10 s when two test files do it at
 * once on two cores. Copying and opening an existing one takes well under a second, so every test file starts
 * from a copy of one migrated template (src/server/test/app.ts), kept between runs until the migrations change.
 */
export async function setup(project: TestProject) {
  // Test files that draw pages need the real web build: made here once, not by two of them side by side.
  realWebBuild();
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplateDir", "");
    return;
  }
  const name = `pglite-${await templateKey()}`;
  const template = path.join(cacheDir, name);
  if (!existsSync(path.join(template, "pglite", "PG_VERSION"))) {
    await mkdir(cacheDir, { recursive: true });
    const building = await mkdtemp(path.join(cacheDir, "building-"));
    try {
      const database = await openDatabase({ dataDir: building });
      // The job queue's schema too, which every app installs when it first starts (docs/decisions/066).
      const jobs = new JobQueue(database, { log: { warn: () => {} } });
      await jobs.start();
      await jobs.stop();
      await database.close();
      // Another run may have finished the same template meanwhile; either copy will do.
      await rename(building, template).catch(() => undefined);
    } finally {
      await rm(building, { recursive: true, force: true });
    }
    // Another checkout sharing these node_modules (a git worktree) may be copying its own template right now:
    // only templates unused for a day go.
    for (const entry of await readdir(cacheDir)) {
      const stale = Date.now() - (await stat(path.join(cacheDir, entry))).mtimeMs > DAY_MS;
      if (entry.startsWith("pglite-") && entry !== name && stale) {
        await rm(path.join(cacheDir, entry), { recursive: true, force: true });
      }
    }
  }
  // A template's time is its last use, which the pruning above goes by.
  await utimes(template, new Date(), new Date());
  project.provide("pgliteTemplateDir", template);
}
