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

/** Which parts a popular city statement has: each combination is one prepared statement. */
type RankShape = { rows: number; viewer: boolean; cursor: boolean };

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

/**
 * The city's guides saved in the window, most saves first, then newest, past the cursor: the window's saves are
 * read from their index range and ranked first, so only the guides shown are joined to their cards.
 */
const savedStatement = preparedPerDatabase(
  "popular_city_saved",
  (db, shape: RankShape) => {
    const saves = sql<number>`count(*)::int`;
    const top = db
      .select({ guideId: savedGuides.guideId, saves: saves.as("recent_saves") })
      .from(savedGuides)
      .innerJoin(guides, eq(guides.id, savedGuides.guideId))
      .where(and(savedInTheWindow, rankedInCity))
      .groupBy(savedGuides.guideId, guides.createdAt, guides.id)
      .having(shape.cursor ? pastCursor(sql`count(*)::int`) : undefined)
      .orderBy(desc(saves), desc(guides.createdAt), desc(guides.id))
      .limit(literalLimit(shape.rows))
      .as("top");
    return selectGuideCardsWith(db, shape.viewer ? placeholder("viewerId") : undefined, {
      recentSaves: top.saves,
    })
      .innerJoin(top, eq(top.guideId, guides.id))
      .orderBy(desc(top.saves), desc(guides.createdAt), desc(guides.id));
  },
  variantOf,
);

/** The city's guides nobody saved in the window, newest first, past the cursor (all of them are, after a saved one). */
const unsavedStatement = preparedPerDatabase(
  "popular_city_unsaved",
  (db, shape: RankShape) => {
    const savedMeanwhile = db
      .select({ one: sql`1` })
      .from(savedGuides)
      .where(and(eq(savedGuides.guideId, guides.id), savedInTheWindow));
    return selectGuideCardsWith(db, shape.viewer ? placeholder("viewerId") : undefined, {
      recentSaves: sql<number>`0`,
    })
      .where(and(rankedInCity, notExists(savedMeanwhile), shape.cursor ? pastCursor(sql`0`) : undefined))
      .orderBy(desc(guides.createdAt), desc(guides.id))
      .limit(literalLimit(shape.rows));
  },
  variantOf,
);

async function ranked(
  statement: typeof savedStatement,
  db: Database,
  filter: PopularCityFilter,
  rows: number,
): Promise<RankedRow[]> {
  const { cityId, window, cursor, viewerId } = filter;
  const found = await statement(db, { rows, viewer: Boolean(viewerId), cursor: Boolean(cursor) }).execute({
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
 * A city's published guides, most saves in the window first, then newest (docs/decisions/016), one row past the
 * page. Guides saved in the window are ranked from the window's saves; those nobody saved in it follow, newest
 * first, read from the city's feed index a page at a time: a city of 10,000 guides no longer counts each one's
 * saves for every page. Guides made after the window's end are left to a fresh first page, so paging through a
 * snapshot never meets a row twice.
 */
export async function listCityGuidesBySaves(db: Database, filter: PopularCityFilter): Promise<RankedRow[]> {
  const rows = filter.limit + 1;
  const saved = filter.cursor?.saves === 0 ? [] : await ranked(savedStatement, db, filter, rows);
  if (saved.length >= rows) return saved;
  return [...saved, ...(await ranked(unsavedStatement, db, filter, rows - saved.length))];
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
