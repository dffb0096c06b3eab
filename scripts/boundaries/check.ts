// `npm run lint:boundaries`: lists every import that crosses a boundary of scripts/boundaries/rules.ts, and every
// import cycle between files (scripts/boundaries/cycles.ts), and exits 1.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { cycleViolations } from "./cycles";
import { importsOf } from "./imports";
import { describeViolation } from "./report";
import { type Violation, violationsOf } from "./rules";

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The file an import names, repository-relative; the package name for a package. */
function resolve(fromFile: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier;
  const base = path.join(path.dirname(fromFile), specifier);
  if (existsSync(base) && statSync(base).isFile()) return base.split(path.sep).join("/");
  const found = EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
  return (found ?? base).split(path.sep).join("/");
}

const files = readdirSync("src", { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name).split(path.sep).join("/"));

const imports = new Map(
  files.map((file) => [
    file,
    importsOf(readFileSync(file, "utf8")).map((specifier) => resolve(file, specifier)),
  ]),
);
const fileImports = new Map(
  [...imports].map(([file, targets]) => [file, targets.filter((target) => imports.has(target))]),
);

const violations: Violation[] = [
  ...[...imports].flatMap(([file, targets]) => targets.flatMap((target) => violationsOf(file, target))),
  ...cycleViolations(fileImports),
];
for (const violation of violations) console.error(describeViolation(violation));
if (violations.length > 0) {
  console.error(`\n${violations.length} import(s) cross a boundary or close a cycle.`);
  process.exit(1);
}
console.log(`Import boundaries: ${files.length} files checked, none crossed, no import cycles.`);
