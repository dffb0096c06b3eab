import { sql } from "drizzle-orm";
import type { Database } from "../src/server/infrastructure/db/client";

/** How many of the followers have their notification of the guide's publication so far. */
export async function countFollowerNotifications(db: Database, guideId: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as made from notifications where guide_id = ${guideId} and kind = 'guidePublished'`,
  );
  return (result as unknown as { rows: { made: number }[] }).rows[0]?.made ?? 0;
}
