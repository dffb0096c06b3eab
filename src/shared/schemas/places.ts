import { z } from "zod";
import { CATEGORY_KEYS } from "../categories";
import { MAX_PLACE_IMAGES, PLACE_LIST_MAX_LIMIT } from "../limits";
import { REVIEW_STATUSES } from "../suggestions";

export const categoryKeySchema = z.enum(CATEGORY_KEYS);

export const placeSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: categoryKeySchema,
  tag: z.string().nullable(),
  address: z.string().nullable(),
  googleMapsLink: z.string().nullable(),
  /** WGS84 decimal degrees, both or neither; null for a place without a location yet. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  cityName: z.string(),
  /** Storage key of the primary image, shown through /media/{variant}/{key}. */
  image: z.string().nullable(),
  /** Whether the signed-in user bookmarked it; always false for visitors. */
  isBookmarked: z.boolean(),
  /** `approved` for the catalogue; a suggestion not yet reviewed is shown marked (docs/decisions/019). */
  reviewStatus: z.enum(REVIEW_STATUSES),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;

export const placeDetailSchema = placeSummarySchema.extend({
  citySlug: z.string(),
  /** The city's IANA time zone: opening hours are read on its clock, not the viewer's. */
  cityTimezone: z.string().nullable(),
  images: z.array(z.string()).max(MAX_PLACE_IMAGES),
  /** Practical details (docs/product.md §3), null when not given. */
  website: z.string().nullable(),
  phone: z.string().nullable(),
  /** 1 inexpensive to 4 very expensive. */
  priceLevel: z.number().int().nullable(),
  /** OpenStreetMap `opening_hours` syntax. */
  openingHours: z.string().nullable(),
  /** Whether the viewer suggested it. */
  suggestedByYou: z.boolean(),
  /** Why a review refused it: told to its suggester and admins only, null for everyone else. */
  rejectionReason: z.string().nullable(),
});
export type PlaceDetail = z.infer<typeof placeDetailSchema>;

export const placeListQuerySchema = z.object({
  cityId: z.uuid().optional(),
  category: categoryKeySchema.optional(),
  /** Part of the name, case-insensitive. */
  q: z.string().trim().max(100).optional(),
  /** `missing`: only places without coordinates, for the admin to fill in. */
  location: z.literal("missing").optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PLACE_LIST_MAX_LIMIT).default(50),
});
export type PlaceListQuery = z.infer<typeof placeListQuerySchema>;

export const placePageSchema = z.object({
  items: z.array(placeSummarySchema.extend({ cityId: z.uuid() })).max(PLACE_LIST_MAX_LIMIT),
  total: z.number().int(),
  nextOffset: z.number().int().nullable(),
});
export type PlacePage = z.infer<typeof placePageSchema>;
