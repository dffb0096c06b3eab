import { describe, expect, it } from "vitest";
import type { LoadFigures } from "./load";
import type { ComparedRow } from "./report";
import { judgeReads, meanWithInterval } from "./targets";

const figures = (requestsPerSecond: number, p50Ms = 4, p99Ms = 10): LoadFigures => ({
  requestsPerSecond,
  p50Ms,
  p99Ms,
  requests: requestsPerSecond * 6,
  cpuMicrosPerRequest: 100,
});

const row = (guides: number, app: LoadFigures, floorRate: number, roundRatios = [0.9]): ComparedRow => ({
  guides,
  endpoint: "/api/guides",
  app,
  floor: figures(floorRate),
  roundRatios,
});

describe("meanWithInterval", () => {
  it("gives the mean and Student's 95 % interval of the rounds", () => {
    // Mean 0.84, sample standard deviation 0.05, 5 rounds: half-width 2.776 × 0.05 / √5 = 0.0621.
    const interval = meanWithInterval([0.79, 0.89, 0.84, 0.79, 0.89]);
    expect(interval.mean).toBeCloseTo(0.84, 10);
    expect(interval.low).toBeCloseTo(0.84 - 0.062073, 5);
    expect(interval.high).toBeCloseTo(0.84 + 0.062073, 5);
  });

  it("takes t past the table's 10 degrees of freedom from the approximation (t = 2.201 for 11)", () => {
    const samples = [0.8, 0.9, 0.8, 0.9, 0.8, 0.9, 0.8, 0.9, 0.8, 0.9, 0.8, 0.9];
    const { mean, high } = meanWithInterval(samples);
    const standardError = Math.sqrt(samples.reduce((sum, value) => sum + (value - mean) ** 2, 0) / 11 / 12);
    expect((high - mean) / standardError).toBeGreaterThan(2.15);
    expect((high - mean) / standardError).toBeLessThan(2.25);
  });

  it("has no width for a single round and refuses none", () => {
    expect(meanWithInterval([0.83])).toEqual({ mean: 0.83, low: 0.83, high: 0.83 });
    expect(() => meanWithInterval([])).toThrow("No samples");
  });
});

describe("judgeReads", () => {
  it("passes rows that meet every target and prints the rounds' interval", () => {
    const verdict = judgeReads([
      row(1_000, figures(850), 1_000, [0.84, 0.86]),
      row(10_000, figures(800), 1_000, [0.8, 0.8]),
    ]);
    expect(verdict.ok).toBe(true);
    expect(verdict.lines).toContain(
      "ok    /api/guides, 1,000 guides: 0.850 of the floor (at least 0.8); mean of 2 rounds 0.85, 95 % interval 0.72 to 0.98",
    );
    expect(verdict.lines).toContain(
      "ok    /api/guides, 10,000 guides: 0.941 of its throughput at 1,000 guides (at least 0.8)",
    );
  });

  it("prints a miss by a hair below the limit, not as the limit", () => {
    const verdict = judgeReads([row(1_000, figures(4_505, 4, 12.004), 5_634)]);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines).toEqual([
      "MISS  /api/guides, 1,000 guides: 0.799 of the floor (at least 0.8)",
      "MISS  /api/guides, 1,000 guides: p99 3.001× p50 (at most 3×; the floor's 2.500×)",
    ]);
  });

  it("marks each missed target, and the whole run as missed", () => {
    const verdict = judgeReads([row(1_000, figures(790), 1_000), row(100_000, figures(600, 4, 13), 700)]);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.filter((line) => line.startsWith("MISS"))).toEqual([
      "MISS  /api/guides, 1,000 guides: 0.790 of the floor (at least 0.8)",
      "MISS  /api/guides, 100,000 guides: p99 3.250× p50 (at most 3×; the floor's 2.500×)",
      "MISS  /api/guides, 100,000 guides: 0.759 of its throughput at 1,000 guides (at least 0.8)",
    ]);
  });
});
