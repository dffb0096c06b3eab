import { z } from "zod";
import { GUIDE_MEMBER_ROLES } from "../guide-members";
import {
  GUIDE_MEMBERS,
  GUIDE_SORTS,
  MAX_CITIES,
  MAX_PAGE_SIZE,
  PLACES_PER_CATEGORY,
  POPULAR,
} from "../limits";
import { citySchema } from "./cities";
import { pageQuerySchema } from "./common";
import { guideStatusSchema } from "./guide-input";
import { placeDetailSchema, placeSummarySchema } from "./places";

export const creatorSchema = z.object({
  id: z.string(),
  /** '@username', or '@unknown' when the creator has none (docs/product.md §3). */
  username: z.string(),
  /** First name, or 'Unknown'. */
  name: z.string(),
  /** Storage key of the avatar, or null for the default avatar. */
  avatar: z.string().nullable(),
});

export const guideMemberSchema = creatorSchema.extend({
  id: z.string(),
  role: z.enum(GUIDE_MEMBER_ROLES),
  joinedAt: z.string(),
});
export type GuideMember = z.infer<typeof guideMemberSchema>;

export const guideCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  location: z.string(),
  citySlug: z.string(),
  backgroundColor: z.string(),
  coverImage: z.string().nullable(),
  isDemo: z.boolean(),
  /** Only the creator ever receives a draft (docs/product.md §4 Drafts). */
  status: guideStatusSchema,
  /** Whether the signed-in user saved it; always false for visitors. */
  isSaved: z.boolean(),
  /** How many people saved it; always 0 for a draft, whose saves are never counted (docs/product.md §4). */
  saveCount: z.number().int().min(0),
  createdAt: z.string(),
  creator: creatorSchema,
});
export type GuideCard = z.infer<typeof guideCardSchema>;

export const guidePageSchema = z.object({
  items: z.array(guideCardSchema).max(MAX_PAGE_SIZE),
  nextCursor: z.string().nullable(),
});
export type GuidePage = z.infer<typeof guidePageSchema>;

/**
 * A draft as its creator's Drafts list shows it: with why an admin unpublished it, when one did (null otherwise).
 * Only the creator is ever sent their drafts (docs/product.md §4 Moderation).
 */
export const draftCardSchema = guideCardSchema.extend({ moderationReason: z.string().nullable() });
export type DraftCard = z.infer<typeof draftCardSchema>;

export const draftPageSchema = z.object({
  items: z.array(draftCardSchema).max(MAX_PAGE_SIZE),
  nextCursor: z.string().nullable(),
});
export type DraftPage = z.infer<typeof draftPageSchema>;

/** The feed's filters: the admin's guides list narrows it to a city and a part of the name. */
export const guideListQuerySchema = pageQuerySchema.extend({
  cityId: z.uuid().optional(),
  /** Part of the name, case-insensitive. */
  q: z.string().trim().max(100).optional(),
});
export type GuideListQuery = z.infer<typeof guideListQuerySchema>;

export type GuideSort = (typeof GUIDE_SORTS)[number];

/** A city's guides: newest first, or popular (most saves in the last 30 days, then newest). */
export const cityGuideQuerySchema = pageQuerySchema.extend({
  sort: z.enum(GUIDE_SORTS).default("newest"),
});

export const cityGuidePageSchema = guidePageSchema.extend({ city: citySchema });
export type CityGuidePage = z.infer<typeof cityGuidePageSchema>;

/** Home's 'Popular this week': most saves in the last 7 days first; guides nobody saved lately are left out. */
export const popularGuidesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(POPULAR.homeLimit),
});
export const popularGuidesSchema = z.object({ items: z.array(guideCardSchema).max(MAX_PAGE_SIZE) });
export type PopularGuides = z.infer<typeof popularGuidesSchema>;

/** How many published guides each city has, for the city tiles; every city is listed, 0 included. */
export const cityGuideCountsSchema = z.object({
  items: z
    .array(z.object({ cityId: z.uuid(), slug: z.string(), guides: z.number().int().min(0) }))
    .max(MAX_CITIES),
});
export type CityGuideCounts = z.infer<typeof cityGuideCountsSchema>;

/**
 * A place as a guide lists it: with the creator's note, plain text with line breaks, and the practical details a
 * printed guide shows (docs/product.md §2 Printing), so that paper needs no request per place.
 */
export const guidePlaceSchema = placeSummarySchema.extend({
  note: z.string().nullable(),
  priceLevel: placeDetailSchema.shape.priceLevel,
  openingHours: placeDetailSchema.shape.openingHours,
  /** Who put the place in the guide (docs/decisions/057); null when that account is gone. */
  addedBy: z.object({ id: z.string(), username: z.string(), name: z.string() }).nullable(),
});
export type GuidePlace = z.infer<typeof guidePlaceSchema>;

const categoryPlaces = z.array(guidePlaceSchema).max(PLACES_PER_CATEGORY.max);

export const guidePlacesSchema = z.object({
  cafesBrunch: categoryPlaces,
  lunchDinner: categoryPlaces,
  drinksNightlife: categoryPlaces,
  placesToVisit: categoryPlaces,
});
export type GuidePlaces = z.infer<typeof guidePlacesSchema>;

export const guideDetailSchema = guideCardSchema.extend({
  /** The city's id, for the edit form's city select. */
  cityId: z.uuid(),
  updatedAt: z.string(),
  /** The creator's introduction, plain text with line breaks; null when there is none. */
  introduction: z.string().nullable(),
  /** Why an admin unpublished it; only its creator sees a draft, so only its creator reads this. */
  moderationReason: z.string().nullable(),
  places: guidePlacesSchema,
  /** The people who make the guide with its creator, longest-standing first (docs/decisions/057). */
  members: z.array(guideMemberSchema).max(GUIDE_MEMBERS.max),
  /** Whether visitors see each place's 👍 and 👎 counts; members always do. */
  showReactionCounts: z.boolean(),
});
export type GuideDetail = z.infer<typeof guideDetailSchema>;

/** A published guide that includes a place, as the place page's In guides section lists it. */
export const placeGuideMentionSchema = z.object({
  guideId: z.uuid(),
  guideName: z.string(),
  citySlug: z.string(),
  createdAt: z.string(),
  creator: creatorSchema,
  note: z.string().nullable(),
});
export type PlaceGuideMention = z.infer<typeof placeGuideMentionSchema>;

/** A page of the guides that include a place, newest first, with how many there are in all. */
export const placeGuidePageSchema = z.object({
  items: z.array(placeGuideMentionSchema).max(MAX_PAGE_SIZE),
  total: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type PlaceGuidePage = z.infer<typeof placeGuidePageSchema>;
