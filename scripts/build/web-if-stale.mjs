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
  "tsconfig.json",
];
const OUTPUTS = ["dist/web/index.html", "dist/ssr/server-render.js"];

if (isStale(SOURCES, OUTPUTS)) {
  const result = spawnSync("npm", ["run", "build:web"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  process.exit(result.status ?? 1);
}
