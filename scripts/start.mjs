// `npm start`: builds the web app and the server when a build is missing or older than its sources, then runs
// the compiled server in this process. A second start with nothing changed goes straight to the server.
import { spawnSync } from "node:child_process";
import module from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { anyMissing, isStale, root } from "./build/build-age.mjs";

/** What a build is made from: a change to any of these makes the build stale. */
const SOURCES = ["src", "drizzle", "package.json", "package-lock.json", "vite.config.ts", "tsconfig.json"];
/** What a build makes; the oldest of them is the build's age. */
const OUTPUTS = [
  "dist/web/index.html",
  "dist/ssr/server-render.js",
  "dist/ssr/render-worker.js",
  "dist/server/main.js",
  "dist/server/launch.js",
];

if (isStale(SOURCES, OUTPUTS)) {
  console.log(
    anyMissing(OUTPUTS)
      ? "Building the app (first start)…"
      : "Sources changed since the last build: rebuilding…",
  );
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Two threads for libuv's pool, not four: on the two cores this app is sized for, the pool compresses kept pages
// and reads files, and each of its threads kept a malloc arena of its own after load (docs/decisions/044). Read
// when the pool first starts, which on Node 24 is after this line; an explicit setting wins.
process.env.UV_THREADPOOL_SIZE ??= "2";

// Node 22.1 and later keep the compiled code of the modules they load on disk (in the system's temporary folder),
// so a later start skips parsing and compiling them again: about 250 ms of a second start on Node 24. Node 20
// has no such cache.
module.enableCompileCache?.();
// launch.js starts Node again with the memory budget's flags when there is a memory limit (docs/decisions/055).
await import(pathToFileURL(path.join(root, "dist/server/launch.js")).href);
