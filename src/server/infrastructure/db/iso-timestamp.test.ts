import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../test/app";
import { isoTimestamp } from "./iso-timestamp";

describe("isoTimestamp", () => {
  const t = setupTestApp();

  it("writes what toISOString writes of the same time, microseconds cut off as JavaScript cuts them", async () => {
    const times = [
      "1970-01-01T00:00:00+00:00",
      "2026-03-29T01:59:59.999999+01:00",
      "2026-11-26T17:30:14.123999+00:00",
      "2026-11-26T23:30:14.5-06:30",
      "9999-12-31T23:59:59.999+00:00",
    ];
    for (const time of times) {
      const result = await t.db.execute(sql`select ${isoTimestamp(sql`${time}::timestamptz`)} as iso`);
      const [row] = (result as unknown as { rows: { iso: string }[] }).rows;
      expect(row?.iso, time).toBe(new Date(time).toISOString());
    }
  });
});
