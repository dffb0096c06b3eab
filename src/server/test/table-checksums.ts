import { sql } from "drizzle-orm";
import type { Database } from "../infrastructure/db/client";
import { JobQueue } from "../infrastructure/jobs/queue";

type Rows<T> = { rows: T[] };

/**
 * A checksum of every row of every table of the app's schema, by table: equal before and after means nothing
 * was written. `t::text` and md5 read alike on PGlite and PostgreSQL. Rate-limit counters are left out: every
 * limited request counts, refused or not, by design. Followers being told of a publication are told first.
 */
export async function tableChecksums(db: Database): Promise<Record<string, string>> {
  await JobQueue.allSettled();
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'
        order by table_name`,
  )) as unknown as Rows<{ name: string }>;
  const checksums: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = (await db.execute(
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
          from ${sql.identifier(name)} t`,
    )) as unknown as Rows<{ rows: number; md5: string }>;
    const [row] = result.rows;
    checksums[name] = `${row?.rows} rows, md5 ${row?.md5}`;
  }
  return checksums;
}
