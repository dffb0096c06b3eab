// `npm run build:web` when the web build (the browser's dist/web and the server-side renderer's dist/ssr) is
// missing or older than a source it is made from; otherwise nothing. The browser tests and the drawn-page memory
// test both need it, and `npm test` runs them one after the other.
import { spawnSync } from "node:child_process";
import { isStale, root } from "./build-age.mjs";

const SOURCES = [
  "src/web",
  "src/shared",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "scripts/build/installable.ts",
  "scripts/build/app-icons.ts",
  "tsconfig.json",
];
const OUTPUTS = ["dist/web/index.html", "dist/ssr/server-render.js", "dist/ssr/render-worker.js"];

/**
 * The environment of a production build: started from a test runner, NODE_ENV=test would make Vite build React's
 * development bundle, unminified (a Home of 186 kB gzip instead of 121), which the browser tests would then use.
 */
const buildEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
);

if (isStale(SOURCES, OUTPUTS)) {
  const result = spawnSync("npm", ["run", "build:web"], {
    cwd: root,
    env: buildEnv,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  process.exit(result.status ?? 1);
}
