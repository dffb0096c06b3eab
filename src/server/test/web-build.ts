import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const root = path.join(import.meta.dirname, "../../..");

/**
 * The real web build (dist/web, and the server-side renderer in dist/ssr), built first when it is missing or
 * older than its sources (scripts/build/web-if-stale.mjs: a minute on two cores, nothing when it is current).
 */
export function realWebBuild(): string {
  const result = spawnSync(process.execPath, ["scripts/build/web-if-stale.mjs"], {
    cwd: root,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`Building the web app failed:\n${result.stdout}${result.stderr}`);
  return path.join(root, "dist/web");
}

/**
 * A stand-in for the web build whose index.html is the app's real page template (src/web/index.html), so the
 * server writes each page's head into what the build ships. Removed after the file's tests.
 */
export function webBuildWithRealTemplate(): string {
  const distDir = mkdtempSync(path.join(os.tmpdir(), "cityguides-web-"));
  copyFileSync(path.join(import.meta.dirname, "../../web/index.html"), path.join(distDir, "index.html"));
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  return distDir;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The head tags of a page as a crawler reads them, values unescaped; undefined for a missing tag. */
export function pageHeadOf(html: string) {
  const meta = (key: string) => {
    const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
    return found === undefined ? undefined : unescapeHtml(found);
  };
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => unescapeHtml(match[1] ?? ""));
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return {
    titles,
    title: titles[0],
    descriptions: html.match(/<meta name="description"/g)?.length ?? 0,
    description: meta("description"),
    canonical: canonical === undefined ? undefined : unescapeHtml(canonical),
    robots: meta("robots"),
    ogTitle: meta("og:title"),
    ogDescription: meta("og:description"),
    ogImage: meta("og:image"),
    ogUrl: meta("og:url"),
    twitterCard: meta("twitter:card"),
  };
}
