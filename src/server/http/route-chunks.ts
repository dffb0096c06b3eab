import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The scripts each screen of the web app loads, read from Vite's build manifest (`dist/web/.vite/manifest.json`),
 * so the server can name them in the page's head (`<link rel="modulepreload">`): the browser then fetches a
 * screen's chunks beside the entry script instead of after it has run (docs/decisions/025). What the entry
 * imports is left out: the built index.html names it already. Without a build, or for a module the build does
 * not know, there are none.
 */
export function readRouteChunks(distDir: string): (module: string) => string[] {
  const file = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedByEntry = new Set(entryKeys.flatMap((key) => [...closureOf(manifest, key)]));
  const byModule = new Map<string, string[]>();
  return (module) => {
    let scripts = byModule.get(module);
    if (!scripts) {
      scripts = [...closureOf(manifest, module)]
        .filter((key) => !loadedByEntry.has(key))
        .map((key) => `/${manifest[key]?.file}`);
      byModule.set(module, scripts);
    }
    return scripts;
  };
}

/** A chunk and every chunk it imports statically, however deep. */
function closureOf(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}
