import path from "node:path";
import { measureHomeBundle } from "../../bench/bundle";
import { judgeHomeBundle } from "./budget";

/** Run by `npm run test:e2e` right after `npm run build:web`: fails when Home's first JavaScript outgrows its limit. */
const distDir = path.resolve("dist/web");
const report = await measureHomeBundle(distDir);
if (!report) {
  console.error(`No ${path.relative(process.cwd(), distDir)}/index.html: run \`npm run build:web\` first.`);
  process.exit(1);
}
const { ok, message } = judgeHomeBundle(report);
(ok ? console.log : console.error)(message);
if (!ok) process.exitCode = 1;
