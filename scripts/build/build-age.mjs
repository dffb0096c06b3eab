// How old a build is against what it is made from: `npm start`, the browser tests and the drawn-page tests each
// build only when a build is missing or older than a source.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const mtime = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/** The newest modification time of the files and folders (recursively) named, relative to the repository. */
function newestOf(sources) {
  let newest = 0;
  for (const source of sources) {
    const full = path.join(root, source);
    const stats = statSync(full, { throwIfNoEntry: false });
    if (!stats) continue;
    newest = Math.max(newest, stats.mtimeMs);
    if (!stats.isDirectory()) continue;
    for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, mtime(path.join(entry.parentPath, entry.name)) ?? 0);
    }
  }
  return newest;
}

/** Whether any of `outputs` is missing or older than the newest of `sources`. */
export function isStale(sources, outputs) {
  const builtAt = Math.min(...outputs.map((output) => mtime(path.join(root, output)) ?? 0));
  return builtAt < newestOf(sources);
}

/** Whether one of `outputs` has never been built. */
export const anyMissing = (outputs) => outputs.some((output) => mtime(path.join(root, output)) === undefined);
