import type { BundleReport } from "./bundle";
import type { LoadFigures } from "./load";

export type LoadRow = { engine: string; endpoint: string } & LoadFigures;

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

export function loadTable(rows: LoadRow[]): string {
  return table(
    ["engine", "endpoint", "req/s", "p50 ms", "p99 ms", "requests"],
    rows.map((row) => [
      row.engine,
      row.endpoint,
      integer(row.requestsPerSecond),
      milliseconds(row.p50Ms),
      milliseconds(row.p99Ms),
      integer(row.requests),
    ]),
    [false, false, true, true, true, true],
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
