import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, migrationsFolder } from "./handle";

let shipped: number | undefined;

/** How many migrations this build ships (drizzle-kit's journal lists each once), read once: it never changes. */
function shippedMigrations(): number {
  shipped ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    }
  ).entries.length;
  return shipped;
}

/** Whether every migration this build ships has been applied to the database (drizzle's own ledger). */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const result = await db.execute<{ applied: number }>(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  const rows = (result as unknown as { rows: { applied: number }[] }).rows;
  return (rows[0]?.applied ?? 0) >= shippedMigrations();
}

/** One round trip to the database: throws when it cannot be reached. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
