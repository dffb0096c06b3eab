import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { installable } from "./scripts/build/installable";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a .br and a .gz beside every script, stylesheet and data file (the built-in basemap), once at build time, so the server sends them
 * compressed (@fastify/static `preCompressed`) without compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: "cityguides-precompress",
    // Only what browsers download: the server-side renderer's build (dist/ssr) is read from disk.
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = (await readdir(dir, { recursive: true })).filter((file) =>
        /\.(m?js|css|svg|json)$/.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const data = await readFile(full);
          await writeFile(
            `${full}.br`,
            await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${full}.gz`, await gzipped(data, { level: 9 }));
        }),
      );
    },
  };
}

const apiServer = process.env.API_URL ?? "http://localhost:3000";

/**
 * React Router's package exports name only its development build, whose warnings and checks were four fifths of
 * the router's time on a phone (docs/decisions/045); a build takes its production build, the same code without them.
 */
const reactRouterProduction = path.resolve("node_modules/react-router/dist/production/index.mjs");

export default defineConfig(({ command, isSsrBuild }) => ({
  root: "src/web",
  resolve:
    command === "build" ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  publicDir: "public",
  plugins: [react(), tailwindcss(), precompress(), ...(isSsrBuild ? [] : installable())],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    manifest: !isSsrBuild,
    sourcemap: false,
    // A screen's chunk names its scripts itself and the browser fetches them as it reads it; the list Vite would
    // add as <link> tags when the screen loads cost a phone 200 ms of main thread on a guide's page, and after the
    // first visit the service worker has them all (docs/decisions/045). Stylesheets must still be added.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "html" ? deps : deps.filter((dep) => dep.endsWith(".css")),
    },
    // The server-side renderer's build (dist/ssr) serves no files.
    copyPublicDir: !isSsrBuild,
    // The renderer, and the thread the server runs it on (docs/decisions/039).
    ...(isSsrBuild ? { rollupOptions: { input: ["server-render.tsx", "render-worker.ts"] } } : {}),
  },
  server: {
    port: 5173,
    proxy: { "/api": apiServer, "/media": apiServer },
  },
}));
