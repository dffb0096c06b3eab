import type { ComparedRow } from "./report";

/** Issue 17's targets for the API reads, measured at 32 connections on PostgreSQL. */
export const READ_TARGETS = {
  /** The app's throughput as a share of the floor's, on every endpoint at every guide count. */
  shareOfFloor: 0.8,
  /** The app's p99 latency over its median. */
  tailOverMedian: 3,
  /** Each endpoint's throughput at every larger guide count, as a share of it at the smallest. */
  shareOfSmallestCount: 0.8,
} as const;

/** Student's t for a two-sided 95 % interval, by degrees of freedom (1 to 10). */
const T_95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228];

/** t for a two-sided 95 % interval: the table up to 10 degrees of freedom, Cornish-Fisher's first term after. */
function t95(degreesOfFreedom: number): number {
  const tabled = T_95[degreesOfFreedom - 1];
  if (tabled !== undefined) return tabled;
  const z = 1.96;
  return z + (z ** 3 + z) / (4 * degreesOfFreedom);
}

export type Interval = { mean: number; low: number; high: number };

/**
 * The mean of the rounds' app/floor ratios with its 95 % confidence interval: each round loads the app and the
 * floor one after the other, so its ratio is one sample of how the two compare on the machine at that moment.
 * A single round gives no interval (low and high are the mean).
 */
export function meanWithInterval(samples: number[]): Interval {
  const count = samples.length;
  if (count === 0) throw new Error("No samples to average");
  const mean = samples.reduce((sum, value) => sum + value, 0) / count;
  if (count === 1) return { mean, low: mean, high: mean };
  const variance = samples.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (count - 1);
  const half = t95(count - 1) * Math.sqrt(variance / count);
  return { mean, low: mean - half, high: mean + half };
}

const format = (value: number) => value.toFixed(2);
/**
 * A figure as its check sees it: 3 decimals, cut towards the limit's wrong side (down for an "at least", up for
 * an "at most"), so a miss by a hair never prints as the limit itself (0.7996 of the floor shows as 0.799).
 */
const atLeast = (value: number) => (Math.floor(value * 1000) / 1000).toFixed(3);
const atMost = (value: number) => (Math.ceil(value * 1000) / 1000).toFixed(3);
const guidesOf = (row: ComparedRow) => `${row.guides.toLocaleString("en-US")} guides`;

/** Each row against the targets: a line per check, "ok" or "MISS", and whether every check held. */
export function judgeReads(rows: ComparedRow[]): { ok: boolean; lines: string[] } {
  const lines: string[] = [];
  let ok = true;
  const check = (held: boolean, text: string) => {
    ok &&= held;
    lines.push(`${held ? "ok  " : "MISS"}  ${text}`);
  };
  for (const row of rows) {
    const share = row.app.requestsPerSecond / row.floor.requestsPerSecond;
    const rounds = meanWithInterval(row.roundRatios);
    const interval =
      row.roundRatios.length > 1
        ? `; mean of ${row.roundRatios.length} rounds ${format(rounds.mean)}, 95 % interval ${format(rounds.low)} to ${format(rounds.high)}`
        : "";
    check(
      share >= READ_TARGETS.shareOfFloor,
      `${row.endpoint}, ${guidesOf(row)}: ${atLeast(share)} of the floor (at least ${READ_TARGETS.shareOfFloor})${interval}`,
    );
    const tail = row.app.p99Ms / row.app.p50Ms;
    // The floor's own tail beside it: when the floor's is as long, the machine's scheduling made it, not the app.
    const floorTail = row.floor.p99Ms / row.floor.p50Ms;
    check(
      tail <= READ_TARGETS.tailOverMedian,
      `${row.endpoint}, ${guidesOf(row)}: p99 ${atMost(tail)}× p50 (at most ${READ_TARGETS.tailOverMedian}×; the floor's ${atMost(floorTail)}×)`,
    );
  }
  const smallest = Math.min(...rows.map((row) => row.guides));
  for (const row of rows) {
    const base = rows.find((other) => other.endpoint === row.endpoint && other.guides === smallest);
    if (!base || row === base) continue;
    const share = row.app.requestsPerSecond / base.app.requestsPerSecond;
    check(
      share >= READ_TARGETS.shareOfSmallestCount,
      `${row.endpoint}, ${guidesOf(row)}: ${atLeast(share)} of its throughput at ${guidesOf(base)} (at least ${READ_TARGETS.shareOfSmallestCount})`,
    );
  }
  return { ok, lines };
}
