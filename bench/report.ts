import type { BundleReport } from "./bundle";
import type { LoadFigures } from "./load";

/**
 * One endpoint at one guide count, loaded on the app and on the floor: the means of the rounds, and each round's
 * app/floor ratio (the two runs of a round follow each other, so their spread shows how much the machine moved).
 */
export type ComparedRow = {
  guides: number;
  endpoint: string;
  app: LoadFigures;
  floor: LoadFigures;
  roundRatios: number[];
};

/** Left-aligns text columns and right-aligns numeric ones under a header and a rule. */
function table(header: string[], rows: string[][], numeric: boolean[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return numeric[column] ? cell.padStart(width) : cell.padEnd(width);
      })
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

const integer = (value: number) => Math.round(value).toLocaleString("en-US");
const milliseconds = (value: number) => value.toFixed(value < 10 ? 1 : 0);

const ratio = (value: number) => value.toFixed(2);

export function comparedTable(rows: ComparedRow[]): string {
  return table(
    [
      "guides",
      "endpoint",
      "app req/s",
      "floor req/s",
      "app/floor",
      "rounds' range",
      "p50 ms",
      "p99 ms",
      "p99/p50",
      "floor p99/p50",
      "requests",
      "CPU µs/req app",
      "floor",
    ],
    rows.map(({ guides, endpoint, app, floor, roundRatios }) => [
      integer(guides),
      endpoint,
      integer(app.requestsPerSecond),
      integer(floor.requestsPerSecond),
      ratio(app.requestsPerSecond / floor.requestsPerSecond),
      `${ratio(Math.min(...roundRatios))}-${ratio(Math.max(...roundRatios))}`,
      milliseconds(app.p50Ms),
      milliseconds(app.p99Ms),
      ratio(app.p99Ms / Math.max(app.p50Ms, 1)),
      ratio(floor.p99Ms / Math.max(floor.p50Ms, 1)),
      integer(app.requests),
      integer(app.cpuMicrosPerRequest),
      integer(floor.cpuMicrosPerRequest),
    ]),
    [true, false, true, true, true, true, true, true, true, true, true, true, true],
  );
}

/** Each endpoint's throughput at every guide count, as a share of its throughput at the smallest. */
export function scalingTable(rows: ComparedRow[]): string {
  const counts = [...new Set(rows.map((row) => row.guides))];
  const endpoints = [...new Set(rows.map((row) => row.endpoint))];
  const rate = (endpoint: string, guides: number) =>
    rows.find((row) => row.endpoint === endpoint && row.guides === guides)?.app.requestsPerSecond;
  return table(
    ["endpoint", ...counts.map((count) => `${integer(count)} guides`)],
    endpoints.map((endpoint) => {
      const base = rate(endpoint, counts[0] ?? 0) ?? Number.NaN;
      return [
        endpoint,
        ...counts.map((count) => {
          const value = rate(endpoint, count) ?? Number.NaN;
          return `${integer(value)} (${ratio(value / base)})`;
        }),
      ];
    }),
    [false, ...counts.map(() => true)],
  );
}

export function bundleTable(report: BundleReport): string {
  const totalRaw = report.files.reduce((sum, file) => sum + file.rawBytes, 0);
  const totalGzip = report.files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const rows = report.files.map((file) => [
    file.file,
    file.role,
    integer(file.rawBytes),
    integer(file.gzipBytes),
  ]);
  rows.push([`total (${report.files.length} files)`, "", integer(totalRaw), integer(totalGzip)]);
  const lines = [table(["file", "loaded as", "bytes", "gzip -9 bytes"], rows, [false, false, true, true])];
  for (const note of report.notes) lines.push(`note: ${note}`);
  return lines.join("\n");
}
