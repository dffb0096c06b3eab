// `npm run lint:boundaries`: lists every import that crosses a boundary of scripts/boundaries/rules.ts and exits 1.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { importsOf } from "./imports";
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

const violations: Violation[] = files.flatMap((file) =>
  importsOf(readFileSync(file, "utf8")).flatMap((specifier) => violationsOf(file, resolve(file, specifier))),
);
for (const { from, to, rule, why } of violations) console.error(`${from} -> ${to}\n  ${rule}: ${why}`);
if (violations.length > 0) {
  console.error(`\n${violations.length} import(s) cross a boundary.`);
  process.exit(1);
}
console.log(`Import boundaries: ${files.length} files checked, none crossed.`);
