import { and, asc, desc, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { City, GuideCard, PlaceSummary, Profile } from "../../shared/schemas";
import { toCity } from "../cities/repository";
import type { Database } from "../db/client";
import { cities, guides, placeImages, places, users } from "../db/schema";
import { searchFold } from "../db/search-fold";
import { selectGuideCards, toGuideCard } from "../guides/repository";
import { placeSummaryColumns, toPlaceSummary } from "../places/repository";
import { toProfile } from "../profiles/repository";

/**
 * Search by trigrams on folded text (docs/decisions/013). `%` (similarity of the whole field) and `<%` (the
 * query against the best-matching words of the field) are the operators the GIN trigram indexes serve, so each
 * statement first narrows to rows an index finds, then ranks only those.
 */

/** The query folded as the indexes fold the columns, so both sides compare alike. */
const query = (text: string) => searchFold(sql`${text}::text`);

/** Found by the index: the whole field is similar, or a run of its words is. */
const fieldMatches = (field: SQL, q: SQL) => sql`(${field} % ${q} or ${q} <% ${field})`;
/** Found by the index when a run of the field's words matches: long fields (tags, addresses). */
const wordsMatch = (field: SQL, q: SQL) => sql`${q} <% ${field}`;

/** 0 to 1.5: the better of the two similarities, raised when the field starts with or contains the query. */
function fieldScore(field: SQL, q: SQL): SQL {
  return sql`coalesce(greatest(similarity(${field}, ${q}), word_similarity(${q}, ${field}))
    + case when starts_with(${field}, ${q}) then 0.5 when strpos(${field}, ${q}) > 0 then 0.25 else 0 end, 0)`;
}

/** Ids of cities whose name matches, for places and guides found by their city. */
const matchingCityIds = (q: SQL) =>
  sql`(select ${cities.id} from ${cities} where ${fieldMatches(searchFold(cities.name), q)})`;

export async function searchPlaces(
  db: Database,
  text: string,
  limit: number,
  viewerId: string | undefined,
): Promise<PlaceSummary[]> {
  const q = query(text);
  const [name, tag, address] = [searchFold(places.name), searchFold(places.tag), searchFold(places.address)];
  // A union, not one OR: an OR with the city sub-select could not combine the indexes and would read every place.
  const found = sql`(
    select ${places.id} from ${places}
      where ${fieldMatches(name, q)} or ${wordsMatch(tag, q)} or ${wordsMatch(address, q)}
    union
    select ${places.id} from ${places} where ${places.cityId} in ${matchingCityIds(q)}
  )`;
  const score = sql`greatest(${fieldScore(name, q)}, 0.8 * ${fieldScore(tag, q)},
    0.7 * ${fieldScore(address, q)}, 0.6 * ${fieldScore(searchFold(cities.name), q)})`;
  const rows = await db
    .select(placeSummaryColumns(viewerId))
    .from(places)
    .innerJoin(cities, eq(cities.id, places.cityId))
    .leftJoin(placeImages, and(eq(placeImages.placeId, places.id), eq(placeImages.isPrimary, true)))
    .where(sql`${places.id} in ${found}`)
    .orderBy(desc(score), asc(places.name), asc(places.id))
    .limit(limit);
  return rows.map(toPlaceSummary);
}

export async function searchGuides(
  db: Database,
  text: string,
  limit: number,
  viewerId: string | undefined,
): Promise<GuideCard[]> {
  const q = query(text);
  const name = searchFold(guides.name);
  const [username, firstName] = [searchFold(users.username), searchFold(users.firstName)];
  const found = sql`(
    select ${guides.id} from ${guides} where ${fieldMatches(name, q)}
    union
    select ${guides.id} from ${guides} where ${guides.cityId} in ${matchingCityIds(q)}
    union
    select ${guides.id} from ${guides} where ${guides.createdBy} in (
      select ${users.id} from ${users} where ${fieldMatches(username, q)} or ${fieldMatches(firstName, q)}
    )
  )`;
  const score = sql`greatest(${fieldScore(name, q)}, 0.7 * ${fieldScore(searchFold(cities.name), q)},
    0.7 * ${fieldScore(username, q)}, 0.7 * ${fieldScore(firstName, q)})`;
  const rows = await selectGuideCards(db, viewerId)
    .where(sql`${guides.id} in ${found}`)
    .orderBy(desc(score), desc(guides.createdAt), desc(guides.id))
    .limit(limit);
  return rows.map(toGuideCard);
}

export async function searchCities(db: Database, text: string, limit: number): Promise<City[]> {
  const q = query(text);
  const name = searchFold(cities.name);
  const rows = await db
    .select()
    .from(cities)
    .where(fieldMatches(name, q))
    .orderBy(desc(fieldScore(name, q)), asc(cities.name))
    .limit(limit);
  return rows.map(toCity);
}

export async function searchProfiles(db: Database, text: string, limit: number): Promise<Profile[]> {
  const q = query(text);
  const [username, firstName] = [searchFold(users.username), searchFold(users.firstName)];
  const rows = await db
    .select()
    .from(users)
    .where(and(isNotNull(users.username), or(fieldMatches(username, q), fieldMatches(firstName, q))))
    .orderBy(
      desc(sql`greatest(${fieldScore(username, q)}, ${fieldScore(firstName, q)})`),
      asc(users.username),
    )
    .limit(limit);
  return rows.map(toProfile);
}
