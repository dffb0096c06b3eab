// Compiles the server to plain JavaScript in dist/server, so production runs without a TypeScript compiler.
import { build } from "esbuild";

await build({
  // The import thread's entry: started by file name beside the server's (domains/imports/read-in-thread.ts).
  entryPoints: {
    launch: "src/server/launch.ts",
    main: "src/server/main.ts",
    "import-worker": "src/server/domains/imports/import-worker.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  // A dynamic import (the S3 store, the preview renderer) becomes a chunk of its own, loaded when first used.
  splitting: true,
  target: "node20",
  // Packages stay in node_modules, loaded as they are: bundling them would duplicate native and WASM assets.
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
