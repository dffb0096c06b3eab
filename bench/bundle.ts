import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json), keyed by source path or chunk name. */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type BundleFile = { file: string; role: string; rawBytes: number; gzipBytes: number };
export type BundleReport = { files: BundleFile[]; notes: string[] };

const HOME_ROUTE = /(^|\/)routes\/home/;

/** Script sources and modulepreload targets of index.html, in document order. */
function htmlScripts(html: string): { url: string; role: string }[] {
  const urls: { url: string; role: string }[] = [];
  for (const [, tag = "", attributes = ""] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = new Map<string, string>();
    for (const [, name = "", ...values] of attributes.matchAll(
      /([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      attrs.set(name.toLowerCase(), values.find((value) => value !== undefined) ?? "");
    }
    const isLink = tag.toLowerCase() === "link";
    const url = isLink ? attrs.get("href") : attrs.get("src");
    const wanted = isLink ? (attrs.get("rel") ?? "").split(/\s+/).includes("modulepreload") : true;
    if (url && wanted) urls.push({ url, role: isLink ? "modulepreload" : "entry script" });
  }
  return urls;
}

/** A URL from index.html as a path inside dist, or undefined when it points elsewhere. */
function toDistPath(url: string): string | undefined {
  if (/^[a-z]+:|^\/\//i.test(url)) return undefined;
  return url.replace(/[?#].*$/, "").replace(/^\.?\//, "");
}

/** The chunk keys reachable from `start` through static imports, start first. */
function staticClosure(manifest: Manifest, start: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(start);
  return [...seen];
}

/** Entry chunks plus the home route chunk with their static imports, as manifest keys with their role. */
function manifestFiles(manifest: Manifest, notes: string[]): Map<string, string> {
  const roles = new Map<string, string>();
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) notes.push("the manifest has no entry chunk");
  const reachable = entries.flatMap((entry) => staticClosure(manifest, entry));
  for (const key of reachable) roles.set(key, entries.includes(key) ? "entry" : "entry import");
  const dynamic = reachable.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const isHome = (key: string) => HOME_ROUTE.test(key) || HOME_ROUTE.test(manifest[key]?.src ?? "");
  const homes = [...new Set(dynamic.filter(isHome))];
  if (homes.length === 0)
    notes.push("no dynamic import under routes/home found: the home route chunk is not counted");
  for (const home of homes) {
    for (const key of staticClosure(manifest, home)) {
      if (!roles.has(key)) roles.set(key, key === home ? "home route" : "home import");
    }
  }
  return roles;
}

/** What a page drawn on the server loads first, in place of the module script (docs/decisions/025). */
const DRAWN_PAGE_LOADER = "load-app.js";

/**
 * The JavaScript the Home page loads from a production build: what index.html loads or preloads, the loader a
 * visitor's server-drawn Home starts them with, and, from Vite's manifest, the home route chunk and its static
 * imports. Undefined when there is no build.
 */
export async function measureHomeBundle(distDir: string): Promise<BundleReport | undefined> {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) return undefined;
  const notes: string[] = [];
  const roles = new Map<string, string>();
  for (const { url, role } of htmlScripts(await readFile(indexFile, "utf8"))) {
    const file = toDistPath(url);
    if (file) roles.set(file, role);
    else notes.push(`not counted, loaded from elsewhere: ${url}`);
  }
  if (existsSync(path.join(distDir, DRAWN_PAGE_LOADER))) roles.set(DRAWN_PAGE_LOADER, "drawn page loader");
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Manifest;
    for (const [key, role] of manifestFiles(manifest, notes)) {
      const file = manifest[key]?.file;
      if (file && !roles.has(file)) roles.set(file, role);
    }
  } else {
    notes.push(`no ${path.relative(process.cwd(), manifestFile)}: the home route chunk is not counted`);
  }
  const files: BundleFile[] = [];
  for (const [file, role] of roles) {
    if (!/\.m?js$/.test(file)) continue;
    const bytes = await readFile(path.join(distDir, file));
    files.push({ file, role, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length });
  }
  return { files, notes };
}
