import { sql } from "drizzle-orm";
import type { Database } from "../../infrastructure/db/client";

/** Who has a guide open on this node, told to every node (docs/decisions/057). */
export async function announcePresence(db: Database, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify('guide_presence', ${payload})`);
}
