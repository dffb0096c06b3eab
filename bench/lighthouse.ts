/**
 * Lighthouse (npm run bench:lighthouse): Home, a city, a guide and a place, on its phone preset or, with
 * LIGHTHOUSE_PRESET=desktop, its desktop one (issue 63 asks for both), each audited LIGHTHOUSE_RUNS times (default 3, the median run by performance is reported) for performance, accessibility,
 * best practices and SEO, against the targets of issue 16 (100, 100, 100 and at least 98 for performance).
 * With LIGHTHOUSE_BASE_URL it audits that started server; otherwise it starts the app as `npm start` does, on
 * the embedded database with the demo content. Lighthouse is not a dependency of the app: its pinned version is
 * installed on first use into the temporary directory, as .ci/run installs Node 24.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, locateBrowser } from "../scripts/browser/find-browser";
import { realHost } from "../scripts/browser/host";
import type { CityGuidePage, GuideDetail } from "../src/shared/schemas";
import { CleanupStack } from "./engines";
import { installedOnce } from "./installed";
import { freePort, startApp } from "./processes";

const LIGHTHOUSE_VERSION = "12.8.2";
const TARGETS = { performance: 0.98, accessibility: 1, "best-practices": 1, seo: 1 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const METRICS = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
} as const;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

type Audit = {
  score: number | null;
  displayValue?: string;
  title: string;
  details?: { items?: { url?: string; duration?: number; startTime?: number }[] };
};
type Report = {
  runtimeError?: { code: string; message: string };
  categories: Record<Category, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
};

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error("LIGHTHOUSE_RUNS must be a whole number of at least 1");

const PRESETS = ["mobile", "desktop"] as const;
const preset = (process.env.LIGHTHOUSE_PRESET ?? "mobile") as (typeof PRESETS)[number];
if (!PRESETS.includes(preset)) throw new Error(`LIGHTHOUSE_PRESET must be one of ${PRESETS.join(", ")}`);

const lighthouseCli = () => installedOnce("lighthouse", LIGHTHOUSE_VERSION, "cli/index.js");

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Home, a city, its demo guide and that guide's first café: the pages a visitor from a search lands on. */
async function pagesOf(base: string): Promise<[string, string][]> {
  const city = await json<CityGuidePage>(`${base}/api/cities/new-york/guides`);
  const card = city.items.find((guide) => guide.isDemo) ?? city.items[0];
  if (!card) throw new Error("New York has no guide to audit");
  const guide = await json<GuideDetail>(`${base}/api/guides/${card.id}`);
  const place = guide.places.cafesBrunch[0];
  if (!place) throw new Error(`${guide.name} has no café to audit`);
  return [
    ["Home", "/"],
    ["City", "/city/new-york"],
    ["Guide", `/guide/new-york/${guide.id}`],
    ["Place", `/place/${place.id}`],
  ];
}

const ATTEMPTS = 3;

/**
 * One audit, tried again when Lighthouse fails to record the page (on this machine Chromium sometimes loses the
 * start of its trace, NO_NAVSTART): a failed recording says nothing about the page, so it is not a run.
 */
async function audit(
  cli: string,
  browser: string,
  url: string,
  outDir: string,
  run: number,
): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    const failure = await attemptAudit(cli, browser, url, outDir, run).then(
      (report) =>
        report.runtimeError || typeof report.categories.performance.score !== "number"
          ? (report.runtimeError?.code ?? "no performance score")
          : report,
      (error: Error) => error.message.split("\n")[0] ?? "Lighthouse failed",
    );
    if (typeof failure !== "string") return failure;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not audit ${url}: ${failure}`);
    console.log(`  ${url}: Lighthouse failed (${failure}); trying again`);
  }
}

async function attemptAudit(
  cli: string,
  browser: string,
  url: string,
  outDir: string,
  run: number,
): Promise<Report> {
  const output = path.join(outDir, `${encodeURIComponent(url)}-${run}.json`);
  execFileSync(
    process.execPath,
    [
      cli,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      `--chrome-path=${browser}`,
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      // Mobile is Lighthouse's default; naming it would ask for a preset file it does not ship.
      ...(preset === "desktop" ? ["--preset=desktop"] : []),
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  return JSON.parse(await readFile(output, "utf8")) as Report;
}

const median = (reports: Report[]) =>
  [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
    Math.floor(reports.length / 2)
  ] as Report;

/** The weighted audits of a category that did not score full marks, so a miss says what to fix. */
function misses(report: Report, category: Category): string[] {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, audit: report.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .map(
      ({ id, audit }) =>
        `${category}: ${id} ${audit?.score}${audit?.displayValue ? ` (${audit.displayValue})` : ""}`,
    );
}

/**
 * The median run's longest main-thread tasks (Lighthouse's long-tasks audit, on its simulated phone), so that a
 * blocking time says where it went: each task's script and milliseconds.
 */
function longestTasks(report: Report, count = 5): string {
  const tasks = report.audits["long-tasks"]?.details?.items ?? [];
  const described = tasks
    .slice(0, count)
    .map(
      (task) =>
        `${Math.round(task.duration ?? 0)} ms ${URL.parse(task.url ?? "")?.pathname ?? task.url ?? "?"}`,
    );
  return `  longest tasks (${tasks.length} in all): ${described.join(", ") || "none"}`;
}

/**
 * The machine's load (1, 5 and 15 minutes): on two cores the browser, Lighthouse and the server share them, and
 * any other work moves the blocking time more than most changes to the page do (docs/decisions/045).
 */
const machineLoad = () =>
  `load ${loadavg()
    .map((each) => each.toFixed(2))
    .join(" / ")}`;

async function main(): Promise<void> {
  const browser = locateBrowser(realHost);
  if (!browser)
    throw new Error("No Chromium found: run `npm test` once (it provides one), or set CHROMIUM_PATH");
  const cli = lighthouseCli();
  const cleanup = new CleanupStack();
  try {
    let base = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/$/, "");
    if (!base) {
      const dataDir = await mkdtemp(path.join(tmpdir(), "cityguides-lighthouse-data-"));
      cleanup.defer(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
      console.log("Starting the app on the embedded database with the demo content");
      base = (
        await startApp(
          // Offline, as this machine is, the default map style cannot load; the built-in one is what an
          // offline deployment configures.
          { dataDir, port: await freePort(), demoContent: true, extra: { MAP_STYLE_URL: "builtin" } },
          cleanup,
        )
      ).base;
    }
    const outDir = await mkdtemp(path.join(tmpdir(), "cityguides-lighthouse-reports-"));
    cleanup.defer(`remove ${outDir}`, () => rm(outDir, { recursive: true, force: true }));
    console.log(
      `Lighthouse ${LIGHTHOUSE_VERSION}, ${preset}, ${runs} run(s) a page, median by performance; ${base}; ${machineLoad()}`,
    );

    const header = ["Page", ...CATEGORIES, ...Object.values(METRICS), "Targets"];
    const rows: string[][] = [];
    const notes: string[] = [];
    for (const [name, pagePath] of await pagesOf(base)) {
      const reports: Report[] = [];
      for (let run = 0; run < runs; run++)
        reports.push(await audit(cli, browser.path, base + pagePath, outDir, run));
      const report = median(reports);
      const met = CATEGORIES.every((category) => report.categories[category].score >= TARGETS[category]);
      if (!met) process.exitCode = 1;
      rows.push([
        name,
        ...CATEGORIES.map((category) => String(Math.round(report.categories[category].score * 100))),
        ...Object.keys(METRICS).map((id) => report.audits[id]?.displayValue ?? "?"),
        met ? "met" : "MISSED",
      ]);
      const performance = reports.map((each) => Math.round(each.categories.performance.score * 100));
      notes.push(`${name} (${pagePath}): performance of each run ${performance.join(", ")}`);
      notes.push(longestTasks(report));
      for (const category of CATEGORIES) notes.push(...misses(report, category).map((line) => `  ${line}`));
    }
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
    );
    for (const row of [header, ...rows])
      console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
    console.log(notes.join("\n"));
    console.log(`At the end: ${machineLoad()}`);
  } finally {
    await cleanup.runAll();
  }
}

await main();
