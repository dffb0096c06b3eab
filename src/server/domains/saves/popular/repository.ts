import { and, desc, eq, gt, lte, notExists, type SQL, sql } from "drizzle-orm";
import type { GuideCard } from "../../../../shared/schemas";
import type { Database } from "../../../infrastructure/db/client";
import { selectGuideCards, selectGuideCardsWith, toGuideCard } from "../../../infrastructure/db/guide-cards";
import { publishedOr } from "../../../infrastructure/db/guide-visibility";
import type { PopularCursor } from "../../../infrastructure/db/keyset-pages";
import {
  flagsSet,
  literalLimit,
  placeholder,
  preparedPerDatabase,
} from "../../../infrastructure/db/prepared";
import { guides, savedGuides } from "../../../infrastructure/db/schema";

/** Saves made in the window (since, until], ends as ISO timestamps. */
type SaveWindow = { since: string; until: string };

const inWindow = ({ since, until }: SaveWindow) =>
  and(gt(savedGuides.createdAt, new Date(since)), lte(savedGuides.createdAt, new Date(until)));

export type PopularCityFilter = {
  cityId: string;
  window: SaveWindow;
  cursor?: PopularCursor;
  limit: number;
  viewerId?: string;
};

type RankedRow = { item: GuideCard; saves: number };

/**
 * Which parts a popular city statement has: each combination is one prepared statement. `saved` is off past a
 * cursor of 0 saves, where only guides nobody saved are left.
 */
type RankShape = { rows: number; viewer: boolean; cursor: boolean; saved: boolean };

const variantOf = ({ rows, ...flags }: RankShape) =>
  [`rows${rows}`, flagsSet(flags)].filter(Boolean).join("_");

/** Saves of the window's placeholders `since` and `until` (ISO timestamps): (since, until]. */
const savedInTheWindow = and(
  sql`${savedGuides.createdAt} > ${placeholder("since")}::timestamptz`,
  sql`${savedGuides.createdAt} <= ${placeholder("until")}::timestamptz`,
);

/** The published guides of the placeholder `cityId` made by the window's end: those a popular page ranks. */
const rankedInCity = and(
  publishedOr(undefined),
  eq(guides.cityId, placeholder("cityId")),
  sql`${guides.createdAt} <= ${placeholder("until")}::timestamptz`,
);

/** Past the cursor (`cursorSaves`, `cursorCreatedAt`, `cursorId`), for rows of `saves` saves. */
const pastCursor = (saves: SQL) =>
  sql`(${saves}, ${guides.createdAt}, ${guides.id}) < (${placeholder("cursorSaves")}::int, ${placeholder("cursorCreatedAt")}::timestamptz, ${placeholder("cursorId")}::uuid)`;

/** The ranking's columns, by name: a union is ordered by its output columns. */
const byRank = ["saves", "created_at", "guide_id"].map((column) => sql`${sql.identifier(column)} desc`);

/**
 * The page's guide ids, most saves in the window first, then newest, past the cursor: the window's saves of the
 * city's guides read from their index range and ranked, then the guides nobody saved in it from the city's feed
 * index, newest first; each part stops at a page, and so does the two together.
 */
function rankedIds(db: Database, shape: RankShape) {
  const savedMeanwhile = db
    .select({ one: sql`1` })
    .from(savedGuides)
    .where(and(eq(savedGuides.guideId, guides.id), savedInTheWindow));
  const unsaved = db
    .select({ guideId: guides.id, saves: sql<number>`0`.as("saves"), createdAt: guides.createdAt })
    .from(guides)
    .where(and(rankedInCity, notExists(savedMeanwhile), shape.cursor ? pastCursor(sql`0`) : undefined))
    .orderBy(desc(guides.createdAt), desc(guides.id))
    .limit(literalLimit(shape.rows));
  if (!shape.saved) return unsaved.as("ranked");
  const saves = sql<number>`count(*)::int`;
  return db
    .select({ guideId: savedGuides.guideId, saves: saves.as("saves"), createdAt: guides.createdAt })
    .from(savedGuides)
    .innerJoin(guides, eq(guides.id, savedGuides.guideId))
    .where(and(savedInTheWindow, rankedInCity))
    .groupBy(savedGuides.guideId, guides.createdAt, guides.id)
    .having(shape.cursor ? pastCursor(saves) : undefined)
    .orderBy(desc(saves), desc(guides.createdAt), desc(guides.id))
    .limit(literalLimit(shape.rows))
    .unionAll(unsaved)
    .orderBy(...byRank)
    .limit(literalLimit(shape.rows))
    .as("ranked");
}

/** A page of the city's guides by saves in the window, joined to their cards: one statement, one round trip. */
const popularCityStatement = preparedPerDatabase(
  "popular_city",
  (db, shape: RankShape) => {
    const ranked = rankedIds(db, shape);
    return selectGuideCardsWith(db, shape.viewer ? placeholder("viewerId") : undefined, {
      recentSaves: ranked.saves,
    })
      .innerJoin(ranked, eq(ranked.guideId, guides.id))
      .orderBy(desc(ranked.saves), desc(guides.createdAt), desc(guides.id));
  },
  variantOf,
);

/**
 * A city's published guides, most saves in the window first, then newest (docs/decisions/016), one row past the
 * page. Guides saved in the window are ranked from the window's saves; those nobody saved in it follow, newest
 * first, read from the city's feed index a page at a time: a city of 10,000 guides no longer counts each one's
 * saves for every page. Guides made after the window's end are left to a fresh first page, so paging through a
 * snapshot never meets a row twice.
 */
export async function listCityGuidesBySaves(db: Database, filter: PopularCityFilter): Promise<RankedRow[]> {
  const { cityId, window, cursor, viewerId } = filter;
  const statement = popularCityStatement(db, {
    rows: filter.limit + 1,
    viewer: Boolean(viewerId),
    cursor: Boolean(cursor),
    saved: cursor?.saves !== 0,
  });
  const found = await statement.execute({
    cityId,
    since: window.since,
    until: window.until,
    viewerId,
    cursorSaves: cursor?.saves,
    cursorCreatedAt: cursor?.createdAt,
    cursorId: cursor?.id,
  });
  return found.map((row) => ({ item: toGuideCard(row), saves: Number(row.recentSaves) }));
}

/**
 * The published guides saved most in the window, then newest; a guide nobody saved in it is left out. The
 * window's saves are read from an index range on created_at and ranked first, so only the guides shown are
 * joined to their cities, creators and covers.
 */
export async function listMostSavedGuides(
  db: Database,
  filter: { window: SaveWindow; limit: number; viewerId?: string },
): Promise<GuideCard[]> {
  const saves = sql<number>`count(*)::int`;
  const top = db
    .select({ guideId: savedGuides.guideId, saves: saves.as("recent_saves") })
    .from(savedGuides)
    .innerJoin(guides, eq(guides.id, savedGuides.guideId))
    .where(and(inWindow(filter.window), publishedOr(undefined)))
    .groupBy(savedGuides.guideId, guides.createdAt)
    .orderBy(desc(saves), desc(guides.createdAt), desc(savedGuides.guideId))
    .limit(filter.limit)
    .as("top");
  const rows = await selectGuideCards(db, filter.viewerId)
    .innerJoin(top, eq(top.guideId, guides.id))
    .orderBy(desc(top.saves), desc(guides.createdAt), desc(guides.id));
  return rows.map(toGuideCard);
}
