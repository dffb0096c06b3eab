import { and, asc, desc, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { City, GuideCard, PlaceSummary, Profile } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { selectGuideCards, toGuideCard } from "../../infrastructure/db/guide-cards";
import { publishedOr } from "../../infrastructure/db/guide-visibility";
import { cities, guides, places, users } from "../../infrastructure/db/schema";
import { searchFold } from "../../infrastructure/db/search-fold";
import { toCity } from "../cities/repository";
import { findPlaceSummaries, offeredTo } from "../places/repository";
import { toProfile } from "../profiles/repository";

/**
 * Search by trigrams on folded text (docs/decisions/015). `<%` (the query against the best-matching run of a
 * field's words) and `%` (similarity of the whole field) are operators the GIN trigram indexes serve, so each
 * statement first narrows to the rows an index finds, then ranks only those.
 */

/** The already folded query (SearchTerms), one parameter rather than a function call for the planner to fold. */
const query = (folded: string) => sql`${folded}::text`;

/** Found by the index when a run of the field's words matches the query. */
const wordsMatch = (field: SQL, q: SQL) => sql`${q} <% ${field}`;
/** Also found when the whole short field is similar, e.g. a query longer than the name it means. */
const fieldMatches = (field: SQL, q: SQL) => sql`(${field} % ${q} or ${q} <% ${field})`;

/** 0.5 when the field starts with the query, 0.25 when it contains it elsewhere. */
const containsBoost = (field: SQL, q: SQL) =>
  sql`case when starts_with(${field}, ${q}) then 0.5 when strpos(${field}, ${q}) > 0 then 0.25 else 0 end`;

/** 0 to 1.5, for names: the better of the two similarities (a whole-name match beats a longer name), boosted. */
const nameScore = (field: SQL, q: SQL) =>
  sql`coalesce(greatest(similarity(${field}, ${q}), word_similarity(${q}, ${field})) + ${containsBoost(field, q)}, 0)`;

/** 0 to 1.5, for longer fields (tags, addresses, a city's name): how well a run of their words matches, boosted. */
const wordsScore = (field: SQL, q: SQL) =>
  sql`coalesce(word_similarity(${q}, ${field}) + ${containsBoost(field, q)}, 0)`;

/** What every search statement needs: the query folded as the indexes fold the columns, and the matching cities. */
export type SearchTerms = { folded: string; cityIds: string[] };

/**
 * The cities a query names: by their name (close to the query, or a run of the query's words such as "cafe
 * paris"), or by one of their other names, the whole query or one of its words ("NYC", "pizza nyc"). The
 * catalogue holds at most 200 cities, so this reads them all.
 */
const namedCities = (q: SQL) => sql`select ${cities.id}::text from ${cities}
  where ${fieldMatches(searchFold(cities.name), q)} or ${searchFold(cities.name)} <% ${q}
    or exists (select 1 from unnest(${cities.aliases}) as alias
      where search_fold(alias) = ${q} or search_fold(alias) = any(string_to_array(${q}, ' ')))`;

/**
 * Folds the query once, and finds the cities it names first so that the statements finding places and guides by
 * their city know how many cities that is: given a sub-select, PostgreSQL planned for a whole city's places
 * every time. Folding once also spares the planner folding the query wherever it appears.
 */
export async function prepareSearch(db: Database, text: string): Promise<SearchTerms> {
  const result = await db.execute(sql`with typed as (select ${searchFold(sql`${text}::text`)} as q)
    select q as folded, array(${namedCities(sql`typed.q`)}) as city_ids from typed`);
  const [row] = (result as unknown as { rows: { folded: string; city_ids: string[] }[] }).rows;
  return { folded: row?.folded ?? "", cityIds: row?.city_ids ?? [] };
}

/** Where a place or guide is in a city the query names, it comes before matches elsewhere of the same quality. */
const inNamedCity = (cityId: SQL, cityIds: string[]) =>
  cityIds.length > 0
    ? sql`case when ${cityId} in (${sql.join(
        cityIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) then 0.75 else 0 end`
    : sql`0`;

/** At most this many rows are taken from each way of matching, then ranked: see docs/decisions/015. */
const CANDIDATES_PER_MATCH = 100;

/** One way of matching: the ids of up to CANDIDATES_PER_MATCH rows whose field the index finds. */
const candidates = (id: AnyPgColumn, from: PgTable, where: SQL) =>
  sql`(select ${id} from ${from} where ${where} limit ${CANDIDATES_PER_MATCH})`;

/**
 * The ids of the best `limit` candidates, best first. `folded` selects each candidate's id, name and folded
 * fields; `score` ranks them by those fields. The MATERIALIZED CTE makes PostgreSQL rank only the candidates,
 * and fold each field once per row: with ORDER BY ... LIMIT over the join it preferred to sort every place by
 * its score and stop early, which took seconds at 100,000 places.
 */
async function rankedIds(db: Database, folded: SQL, score: SQL, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    with folded as materialized (${folded})
    select id from folded order by ${score} desc, name asc, id asc limit ${limit}`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/** Rows in the order of `ids`. */
const inOrder = <T extends { id: string }>(ids: string[], rows: T[]) =>
  ids.flatMap((id) => rows.filter((row) => row.id === id));

export async function searchPlaces(
  db: Database,
  { folded, cityIds }: SearchTerms,
  limit: number,
  viewerId: string | undefined,
): Promise<PlaceSummary[]> {
  const q = query(folded);
  const [name, tag, address] = [searchFold(places.name), searchFold(places.tag), searchFold(places.address)];
  // A union of one statement per field, each served by its own index and stopping at its cap.
  const found = [
    candidates(places.id, places, wordsMatch(name, q)),
    candidates(places.id, places, wordsMatch(tag, q)),
    candidates(places.id, places, wordsMatch(address, q)),
    ...(cityIds.length > 0 ? [candidates(places.id, places, inArray(places.cityId, cityIds))] : []),
  ];
  const ids = await rankedIds(
    db,
    sql`select ${places.id} as id, ${places.name} as name, ${name} as name_folded, ${tag} as tag_folded,
        ${address} as address_folded, ${searchFold(cities.name)} as city_folded, ${places.cityId} as city_id
      from ${places} join ${cities} on ${cities.id} = ${places.cityId}
      where ${places.id} in (${sql.join(found, sql` union `)}) and ${offeredTo(viewerId)}`,
    sql`greatest(${nameScore(sql`name_folded`, q)}, 0.8 * ${wordsScore(sql`tag_folded`, q)},
      0.7 * ${wordsScore(sql`address_folded`, q)}, 0.6 * ${wordsScore(sql`city_folded`, q)})
      + ${inNamedCity(sql`city_id`, cityIds)}`,
    limit,
  );
  return inOrder(ids, await findPlaceSummaries(db, ids, viewerId));
}

export async function searchGuides(
  db: Database,
  { folded, cityIds }: SearchTerms,
  limit: number,
  viewerId: string | undefined,
): Promise<GuideCard[]> {
  const q = query(folded);
  const name = searchFold(guides.name);
  const [username, firstName] = [searchFold(users.username), searchFold(users.firstName)];
  const creators = sql`(select ${users.id} from ${users}
    where ${fieldMatches(username, q)} or ${fieldMatches(firstName, q)} limit ${CANDIDATES_PER_MATCH})`;
  const found = [
    candidates(guides.id, guides, wordsMatch(name, q)),
    candidates(guides.id, guides, sql`${guides.createdBy} in ${creators}`),
    ...(cityIds.length > 0 ? [candidates(guides.id, guides, inArray(guides.cityId, cityIds))] : []),
  ];
  const ids = await rankedIds(
    db,
    sql`select ${guides.id} as id, ${guides.name} as name, ${name} as name_folded,
        ${searchFold(cities.name)} as city_folded, ${username} as username_folded, ${firstName} as first_name_folded,
        ${guides.cityId} as city_id
      from ${guides}
        join ${cities} on ${cities.id} = ${guides.cityId}
        join ${users} on ${users.id} = ${guides.createdBy}
      where ${guides.id} in (${sql.join(found, sql` union `)}) and ${publishedOr(undefined)}`,
    sql`greatest(${nameScore(sql`name_folded`, q)}, 0.7 * ${wordsScore(sql`city_folded`, q)},
      0.7 * ${nameScore(sql`username_folded`, q)}, 0.7 * ${nameScore(sql`first_name_folded`, q)})
      + ${inNamedCity(sql`city_id`, cityIds)}`,
    limit,
  );
  if (ids.length === 0) return [];
  const rows = await selectGuideCards(db, viewerId).where(inArray(guides.id, ids));
  return inOrder(ids, rows).map(toGuideCard);
}

export async function searchCities(
  db: Database,
  { folded, cityIds }: SearchTerms,
  limit: number,
): Promise<City[]> {
  const q = query(folded);
  const name = searchFold(cities.name);
  const rows = await db
    .select()
    .from(cities)
    .where(
      cityIds.length > 0 ? or(fieldMatches(name, q), inArray(cities.id, cityIds)) : fieldMatches(name, q),
    )
    .orderBy(desc(sql`${nameScore(name, q)} + ${inNamedCity(sql`${cities.id}`, cityIds)}`), asc(cities.name))
    .limit(limit);
  return rows.map(toCity);
}

export async function searchProfiles(
  db: Database,
  { folded }: SearchTerms,
  limit: number,
): Promise<Profile[]> {
  const q = query(folded);
  const [username, firstName] = [searchFold(users.username), searchFold(users.firstName)];
  const rows = await db
    .select()
    .from(users)
    .where(and(isNotNull(users.username), or(fieldMatches(username, q), fieldMatches(firstName, q))))
    .orderBy(desc(sql`greatest(${nameScore(username, q)}, ${nameScore(firstName, q)})`), asc(users.username))
    .limit(limit);
  return rows.map(toProfile);
}

/** Below this similarity a name is too far from the query to offer as what was meant. */
const CLOSEST_MIN_SIMILARITY = 0.2;

/**
 * The names closest to a query that found nothing (a city, a published guide, a reviewed place): "Did you mean".
 * `%` with the similarity threshold lowered to CLOSEST_MIN_SIMILARITY for this transaction alone: the GIN trigram
 * indexes find the candidates, so a query near no name reads no names (decision 015).
 */
export async function closestNames(db: Database, { folded }: SearchTerms, limit: number): Promise<string[]> {
  const q = query(folded);
  const near = (name: SQL, from: PgTable, where?: SQL) =>
    sql`(select ${name} as name, similarity(search_fold(${name}), ${q}) as score from ${from}
      where search_fold(${name}) % ${q} ${where ? sql`and ${where}` : sql``}
      order by score desc limit ${limit})`;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.similarity_threshold = ${CLOSEST_MIN_SIMILARITY}`));
    const result = await tx.execute(sql`select name from (
        ${near(sql`${cities.name}`, cities)} union all
        ${near(sql`${guides.name}`, guides, publishedOr(undefined))} union all
        ${near(sql`${places.name}`, places, sql`${places.reviewStatus} = 'approved'`)}
      ) as near group by name order by max(score) desc, name asc limit ${limit}`);
    return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  });
}
