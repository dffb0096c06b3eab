import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A file of an npm package that the benchmarks need but the app does not depend on (Lighthouse, Node 24),
 * installed on first use into a directory of the temporary directory named after the package and version, as
 * .ci/run installs Node 24; later runs find it there.
 */
export function installedOnce(name: string, version: string, file: string): string {
  const prefix = path.join(tmpdir(), `cityguides-${name}-${version}`);
  const installed = path.join(prefix, "node_modules", name, file);
  if (!existsSync(installed)) {
    console.log(`Installing ${name}@${version} into ${prefix} (once)`);
    execFileSync(
      "npm",
      ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", prefix, `${name}@${version}`],
      { stdio: "inherit" },
    );
  }
  return installed;
}
