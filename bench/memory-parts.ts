/**
 * What each part of the server costs in memory (npm run bench:memory-parts; issue 45 item 3): each step starts a
 * fresh Node process (the `npm start` flags, the Node the servers run on) that loads one more part than the step
 * before, collects garbage, and reports process.memoryUsage(): resident set, V8 heap, external memory and array
 * buffers. The parts: bare Node, sharp (libvips), the server-side renderer (React and the app's screens), the
 * embedded database measured alone (PGlite, on a directory it created before, with its default buffers and with
 * ours).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGLITE_SHARED_BUFFERS } from "../src/server/infrastructure/db/pglite";
import { startOptions, targetNode } from "./processes";

const root = path.resolve(".");
const url = (file: string) => pathToFileURL(path.join(root, file)).href;

/** Each step's code, run after the ones before it in the same process. */
const STEPS: { part: string; code: string }[] = [
  { part: "Node alone", code: "" },
  { part: "+ sharp", code: `await import("sharp");` },
  { part: "+ the renderer", code: `await import(${JSON.stringify(url("dist/ssr/server-render.js"))});` },
];

function measure(code: string, flags: string[]): Record<string, number> {
  const script = `${code}
globalThis.gc?.(); globalThis.gc?.();
await new Promise((resolve) => setTimeout(resolve, 200));
const usage = process.memoryUsage();
console.log(JSON.stringify(Object.fromEntries(Object.entries(usage).map(([key, bytes]) => [key, Math.round(bytes / 2 ** 20)]))));
await globalThis.closeAfterMeasuring?.();
process.exit(0);`;
  const output = execFileSync(targetNode(), [...flags, "--expose-gc", "--input-type=module", "-e", script], {
    cwd: root,
    encoding: "utf8",
  });
  return JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as Record<string, number>;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "cityguides-memory-"));
try {
  const flags = startOptions();
  console.log(
    `Node ${execFileSync(targetNode(), ["--version"], { encoding: "utf8" }).trim()}, ${flags.join(" ")}; MB\n`,
  );
  console.log("| parts loaded | rss | heap used | external | array buffers |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  let code = "";
  for (const step of STEPS) {
    code += `\n${step.code}`;
    const usage = measure(code, flags);
    console.log(
      `| ${step.part} | ${usage.rss} | ${usage.heapUsed} | ${usage.external} | ${usage.arrayBuffers} |`,
    );
  }
  // Alone in its process, opened once to create its files (initdb), then measured as every later start opens it.
  const openPglite = (sharedBuffers: string) => `
const { PGlite } = await import("@electric-sql/pglite");
const db = await PGlite.create(${JSON.stringify(path.join(dataDir, "pglite"))}, {
  postgresqlconf: ["shared_buffers = ${sharedBuffers}"],
});
await db.query("select 1");
// Closed cleanly once measured, or the next start would begin with a recovery.
globalThis.closeAfterMeasuring = () => db.close();`;
  measure(openPglite("128MB"), flags);
  const settings: [string, string][] = [
    ["PGlite's default", "128MB"],
    ["ours", PGLITE_SHARED_BUFFERS],
  ];
  for (const [label, sharedBuffers] of settings) {
    const usage = measure(openPglite(sharedBuffers), flags);
    console.log(
      `| Node and PGlite alone, shared_buffers ${sharedBuffers} (${label}) | ${usage.rss} | ${usage.heapUsed} | ${usage.external} | ${usage.arrayBuffers} |`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
