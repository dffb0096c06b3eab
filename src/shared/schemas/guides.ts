import { z } from "zod";
import { citySchema } from "./cities";
import { pageQuerySchema } from "./common";
import { placeSummarySchema } from "./places";

export const creatorSchema = z.object({
  id: z.string(),
  /** '@username', or '@unknown' when the creator has none (docs/product.md §3). */
  username: z.string(),
  /** First name, or 'Unknown'. */
  name: z.string(),
  /** Storage key of the avatar, or null for the default avatar. */
  avatar: z.string().nullable(),
});

export const guideCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  location: z.string(),
  citySlug: z.string(),
  backgroundColor: z.string(),
  coverImage: z.string().nullable(),
  isDemo: z.boolean(),
  /** Whether the signed-in user saved it; always false for visitors. */
  isSaved: z.boolean(),
  createdAt: z.string(),
  creator: creatorSchema,
});
export type GuideCard = z.infer<typeof guideCardSchema>;

export const guidePageSchema = z.object({
  items: z.array(guideCardSchema),
  nextCursor: z.string().nullable(),
});
export type GuidePage = z.infer<typeof guidePageSchema>;

/** The feed's filters: the admin's guides list narrows it to a city and a part of the name. */
export const guideListQuerySchema = pageQuerySchema.extend({
  cityId: z.uuid().optional(),
  /** Part of the name, case-insensitive. */
  q: z.string().trim().max(100).optional(),
});

export const cityGuidePageSchema = guidePageSchema.extend({ city: citySchema });
export type CityGuidePage = z.infer<typeof cityGuidePageSchema>;

export const guidePlacesSchema = z.object({
  cafesBrunch: z.array(placeSummarySchema),
  lunchDinner: z.array(placeSummarySchema),
  drinksNightlife: z.array(placeSummarySchema),
  placesToVisit: z.array(placeSummarySchema),
});
export type GuidePlaces = z.infer<typeof guidePlacesSchema>;

export const guideDetailSchema = guideCardSchema.extend({
  /** The city's id, for the edit form's city select. */
  cityId: z.uuid(),
  updatedAt: z.string(),
  places: guidePlacesSchema,
});
export type GuideDetail = z.infer<typeof guideDetailSchema>;
