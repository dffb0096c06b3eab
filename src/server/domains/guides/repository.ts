import { and, desc, eq, ilike, isNotNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { byCategory } from "../../../shared/categories";
import type { GoneGuide } from "../../../shared/gone-guide";
import type {
  DraftCard,
  GuideCard,
  GuideDetail,
  GuideMember,
  GuidePlace,
  GuidePlaces,
  GuideStatus,
  PlaceGuideMention,
} from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { selectGuideCardsWith, toGuideCard } from "../../infrastructure/db/guide-cards";
import { publishedOr } from "../../infrastructure/db/guide-visibility";
import { isoTimestamp } from "../../infrastructure/db/iso-timestamp";
import type { Cursor } from "../../infrastructure/db/keyset-pages";
import { likePattern } from "../../infrastructure/db/like-pattern";
import {
  type Bound,
  flagsSet,
  literalLimit,
  placeholder,
  preparedPerDatabase,
} from "../../infrastructure/db/prepared";
import {
  cities,
  goneGuides,
  guideMembers,
  guidePlaces,
  guides,
  placeImages,
  places,
  users,
} from "../../infrastructure/db/schema";
import { placeCity, placeSummaryColumns } from "../places/repository";

export type GuideListFilter = {
  cursor?: Cursor;
  limit: number;
  cityId?: string;
  createdBy?: string;
  /** Part of the name, case-insensitive. */
  nameContains?: string;
  /** The signed-in user looking, for each card's saved state. */
  viewerId?: string;
  /** Published guides (the default), or the drafts of `createdBy`, who must be the viewer. */
  status?: GuideStatus;
  /** Only guides an admin unpublished and nobody has published since: the admins' moderation list. */
  moderated?: boolean;
};

/** Which filters a feed statement applies: each combination is one prepared statement. */
type FeedShape = {
  /** The page size plus the row that tells whether more follow. */
  rows: number;
  viewer: boolean;
  drafts: boolean;
  moderated: boolean;
  city: boolean;
  creator: boolean;
  name: boolean;
  cursor: boolean;
};

const feedStatement = preparedPerDatabase(
  "guide_cards",
  (db, shape: FeedShape) => {
    const viewerId = shape.viewer ? placeholder("viewerId") : undefined;
    // A draft's card carries why an admin unpublished it, for its creator's Drafts list; other cards never do.
    const moderationReason = shape.drafts ? guides.moderationReason : sql<string | null>`null`;
    return selectGuideCardsWith(db, viewerId, { moderationReason })
      .where(
        and(
          shape.moderated
            ? and(eq(guides.status, "draft"), isNotNull(guides.moderationReason))
            : shape.drafts
              ? and(publishedOr(viewerId), eq(guides.status, placeholder("status")))
              : publishedOr(undefined),
          shape.city ? eq(guides.cityId, placeholder("cityId")) : undefined,
          shape.creator ? eq(guides.createdBy, placeholder("createdBy")) : undefined,
          shape.name ? ilike(guides.name, placeholder("namePattern")) : undefined,
          shape.cursor
            ? sql`(${guides.createdAt}, ${guides.id}) < (${placeholder("cursorCreatedAt")}::timestamptz, ${placeholder("cursorId")}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(guides.createdAt), desc(guides.id))
      .limit(literalLimit(shape.rows));
  },
  ({ rows, ...flags }) => [`rows${rows}`, flagsSet(flags)].filter(Boolean).join("_"),
);

/** Newest first, ties broken by id; fetches one row past the page so the caller knows whether more follow. */
export async function listGuideCards(db: Database, filter: GuideListFilter): Promise<GuideCard[]> {
  return (await feedRows(db, filter)).map(toGuideCard);
}

/** The creator's own drafts as listGuideCards pages them, each with an admin's reason when it has one. */
export async function listDraftCards(
  db: Database,
  creatorId: string,
  filter: Pick<GuideListFilter, "cursor" | "limit">,
): Promise<DraftCard[]> {
  const rows = await feedRows(db, { ...filter, createdBy: creatorId, viewerId: creatorId, status: "draft" });
  return rows.map((row) => ({ ...toGuideCard(row), moderationReason: row.moderationReason }));
}

async function feedRows(db: Database, filter: GuideListFilter) {
  const {
    cursor,
    limit,
    cityId,
    createdBy,
    nameContains,
    viewerId,
    status = "published",
    moderated,
  } = filter;
  const statement = feedStatement(db, {
    rows: limit + 1,
    viewer: Boolean(viewerId),
    drafts: status !== "published",
    moderated: moderated === true,
    city: Boolean(cityId),
    creator: Boolean(createdBy),
    name: Boolean(nameContains),
    cursor: cursor !== undefined,
  });
  return statement.execute({
    viewerId,
    status,
    cityId,
    createdBy,
    namePattern: nameContains ? likePattern(nameContains) : undefined,
    cursorCreatedAt: cursor?.createdAt,
    cursorId: cursor?.id,
  });
}

/** The user who added a place, and a member, beside the guide's creator in one statement. */
const adder = alias(users, "adder");
const member = alias(users, "member");

/** A JSON object of these fields, built by the database; the keys are this code's own names. */
function jsonObject(fields: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * A guide's places as one JSON array of [category key, place with the creator's note] pairs, by category and
 * position: the guide's own columns then come once, not once per place.
 */
function guidePlacesJson(viewerId: Bound<string> | undefined) {
  const place = jsonObject({
    ...placeSummaryColumns(viewerId, placeCity),
    note: guidePlaces.note,
    priceLevel: places.priceLevel,
    openingHours: places.openingHours,
    addedBy: sql`case when ${adder.id} is null then null else ${jsonObject({
      id: adder.id,
      username: sql`'@' || coalesce(${adder.username}, 'unknown')`,
      name: sql`coalesce(nullif(${adder.firstName}, ''), 'Unknown')`,
    })} end`,
  });
  return sql<
    [string, GuidePlace][]
  >`(select coalesce(json_agg(json_build_array(${guidePlaces.categoryKey}, ${place})
      order by ${guidePlaces.categoryKey}, ${guidePlaces.position}), '[]')
    from ${guidePlaces}
    join ${places} on ${places.id} = ${guidePlaces.placeId}
    join ${cities} ${placeCity} on ${placeCity.id} = ${places.cityId}
    left join ${placeImages} on ${placeImages.placeId} = ${places.id} and ${placeImages.isPrimary}
    left join ${users} ${adder} on ${adder.id} = ${guidePlaces.addedBy}
    where ${guidePlaces.guideId} = ${guides.id})`;
}

/** A guide's members with what their avatars show, longest-standing first, as one JSON array. */
const guideMembersJson = sql<GuideMember[]>`(select coalesce(json_agg(${jsonObject({
  id: member.id,
  username: sql`'@' || coalesce(${member.username}, 'unknown')`,
  name: sql`coalesce(nullif(${member.firstName}, ''), 'Unknown')`,
  avatar: member.image,
  role: guideMembers.role,
  joinedAt: isoTimestamp(guideMembers.joinedAt),
})} order by ${guideMembers.joinedAt}, ${member.id}), '[]')
  from ${guideMembers} join ${users} ${member} on ${member.id} = ${guideMembers.userId}
  where ${guideMembers.guideId} = ${guides.id})`;

/** The statement of findGuideDetail, for a visitor or for a signed-in viewer (who also sees own drafts). */
const guideDetailStatement = preparedPerDatabase(
  "guide_detail",
  (db, shape: { viewer: boolean }) => {
    const viewerId = shape.viewer ? placeholder("viewerId") : undefined;
    return selectGuideCardsWith(db, viewerId, {
      cityId: cities.id,
      updatedAt: guides.updatedAt,
      introduction: guides.introduction,
      moderationReason: guides.moderationReason,
      showReactionCounts: guides.showReactionCounts,
      places: guidePlacesJson(viewerId),
      members: guideMembersJson,
    }).where(and(eq(guides.id, placeholder("id")), publishedOr(viewerId)));
  },
  flagsSet,
);

/**
 * A guide with its places grouped by category, in one statement, so that with the session lookup a signed-in
 * request still costs at most three.
 */
export async function findGuideDetail(
  db: Database,
  id: string,
  viewerId?: string,
): Promise<GuideDetail | undefined> {
  const [row] = await guideDetailStatement(db, { viewer: Boolean(viewerId) }).execute({ id, viewerId });
  if (!row) return undefined;
  const grouped: GuidePlaces = byCategory(() => []);
  for (const [categoryKey, place] of row.places) grouped[categoryKey as keyof GuidePlaces]?.push(place);
  return {
    ...toGuideCard(row),
    cityId: row.cityId,
    updatedAt: row.updatedAt.toISOString(),
    introduction: row.introduction,
    moderationReason: row.moderationReason,
    places: grouped,
    members: row.members,
    showReactionCounts: row.showReactionCounts,
  };
}

/** A guide's facts that decide who may change it, and what `userId` is to it (null: not a member). */
export async function findGuideOwnership(db: Database, id: string, userId: string) {
  const [row] = await db
    .select({
      createdBy: guides.createdBy,
      isDemo: guides.isDemo,
      cityId: guides.cityId,
      status: guides.status,
      showReactionCounts: guides.showReactionCounts,
      memberRole: guideMembers.role,
    })
    .from(guides)
    .leftJoin(guideMembers, and(eq(guideMembers.guideId, guides.id), eq(guideMembers.userId, userId)))
    .where(eq(guides.id, id))
    .limit(1);
  return row;
}

/**
 * The published guides that include a place, newest first from `cursor`, each with its creator's note on the
 * place; `limit` of them, and one more when there are more (keyset-pages' toPage).
 */
export async function listGuidesIncludingPlace(
  db: Database,
  placeId: string,
  { cursor, limit }: { cursor?: Cursor; limit: number },
): Promise<(PlaceGuideMention & { id: string })[]> {
  const rows = await selectGuideCardsWith(db, undefined, { note: guidePlaces.note })
    .innerJoin(guidePlaces, and(eq(guidePlaces.guideId, guides.id), eq(guidePlaces.placeId, placeId)))
    .where(
      and(
        publishedOr(undefined),
        cursor
          ? sql`(${guides.createdAt}, ${guides.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(guides.createdAt), desc(guides.id))
    .limit(limit + 1);
  return rows.map((row) => {
    const card = toGuideCard(row);
    return {
      id: card.id,
      guideId: card.id,
      guideName: card.name,
      citySlug: card.citySlug,
      createdAt: card.createdAt,
      creator: card.creator,
      note: row.note,
    };
  });
}

/** How many published guides include a place. */
export async function countGuidesIncludingPlace(db: Database, placeId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(guidePlaces)
    .innerJoin(guides, eq(guides.id, guidePlaces.guideId))
    .where(and(eq(guidePlaces.placeId, placeId), publishedOr(undefined)));
  return row?.total ?? 0;
}

/** A guide recorded as gone (decision 049), with its city: nothing of its content. */
export async function findGoneGuide(db: Database, id: string): Promise<GoneGuide | undefined> {
  const [row] = await db
    .select({ id: goneGuides.guideId, why: goneGuides.why, slug: cities.slug, name: cities.name })
    .from(goneGuides)
    .innerJoin(cities, eq(cities.id, goneGuides.cityId))
    .where(eq(goneGuides.guideId, id))
    .limit(1);
  return row && { id: row.id, why: row.why as GoneGuide["why"], city: { slug: row.slug, name: row.name } };
}

/** The creator of a guide an admin unpublished and nobody has published since; null for any other guide. */
export async function findModeratedGuideCreator(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ createdBy: guides.createdBy })
    .from(guides)
    .where(and(eq(guides.id, id), eq(guides.status, "draft"), isNotNull(guides.moderationReason)));
  return row?.createdBy ?? null;
}
