import type { Database, DatabaseHandle } from "../../infrastructure/db/client";
import { type CityRow, findCityBySlug, listCityRows } from "./repository";

/** PostgreSQL announces every change to cities here (drizzle/0001_city_change_notifications.sql). */
const CITY_CHANGES = "city_changes";

export type CityDirectory = {
  /** The city with this slug, from memory; a slug memory does not know is looked up in the database. */
  find(slug: string): Promise<CityRow | undefined>;
};

/**
 * The catalogue's cities by slug, read once and kept in memory until a city changes through any node
 * (docs/decisions/038): a city's guide list then costs the one statement the feed costs, not two. A city made or
 * renamed a moment ago is found in the database until the change's notification arrives; a deleted or renamed
 * one may be found by its old slug for as long as that takes.
 */
export async function openCityDirectory(
  database: DatabaseHandle,
): Promise<CityDirectory & { close(): Promise<void> }> {
  const db: Database = database.db;
  let bySlug: Promise<Map<string, CityRow>> | undefined;
  const clear = () => {
    bySlug = undefined;
  };
  const load = () => {
    const loading = listCityRows(db).then((rows) => new Map(rows.map((row) => [row.slug, row])));
    // A failed read is not kept: the next request asks again.
    loading.catch(() => {
      if (bySlug === loading) clear();
    });
    return loading;
  };
  const unlisten = await database.listen(CITY_CHANGES, { onMessage: clear, onResync: clear });
  return {
    async find(slug) {
      bySlug ??= load();
      return (await bySlug).get(slug) ?? findCityBySlug(db, slug);
    },
    async close() {
      await unlisten();
    },
  };
}
