import type { BundleReport } from "../../bench/bundle";
import { bundleTable } from "../../bench/report";

/** Issue 17: the JavaScript Home loads before it can show guides, gzip -9, at most 125 kB. */
export const HOME_JS_LIMIT_BYTES = 125_000;

const HTML_ROLES = new Set(["entry script", "modulepreload"]);
const bytes = (value: number) => `${value.toLocaleString("en-US")} bytes`;

/**
 * Whether Home's JavaScript fits the limit, with a one-line verdict and the whole report (the table, then the
 * verdict): everything of `measureHomeBundle` (index.html's scripts and module preloads, then the home route chunk
 * and its static imports) counts, and a measurement with notes is refused, since a note means something went
 * uncounted.
 */
export function judgeHomeBundle(
  report: BundleReport,
  limit = HOME_JS_LIMIT_BYTES,
): { ok: boolean; verdict: string; message: string } {
  const gzip = (files: BundleReport["files"]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const total = gzip(report.files);
  const html = gzip(report.files.filter((file) => HTML_ROLES.has(file.role)));
  const complete = report.notes.length === 0 && report.files.some((file) => file.role === "home route");
  const ok = complete && total <= limit;
  const verdict = !complete
    ? "FAIL: the measurement is incomplete (see the notes), so the limit cannot be checked"
    : `${ok ? "ok" : "FAIL"}: ${bytes(total)} gzip against a limit of ${bytes(limit)}`;
  return {
    ok,
    verdict,
    message: [
      "Home's initial JavaScript (gzip -9)",
      "",
      bundleTable(report),
      "",
      `scripts and module preloads of index.html: ${bytes(html)}`,
      `with the home route chunk and its imports: ${bytes(total)}`,
      verdict,
    ].join("\n"),
  };
}
