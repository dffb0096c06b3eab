import { z } from "zod";
import { CATEGORY_KEYS } from "../categories";

export const categoryKeySchema = z.enum(CATEGORY_KEYS);

export const placeSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: categoryKeySchema,
  tag: z.string().nullable(),
  address: z.string().nullable(),
  googleMapsLink: z.string().nullable(),
  cityName: z.string(),
  /** Storage key of the primary image, shown through /media/{variant}/{key}. */
  image: z.string().nullable(),
  /** Whether the signed-in user bookmarked it; always false for visitors. */
  isBookmarked: z.boolean(),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;

export const placeDetailSchema = placeSummarySchema.extend({
  citySlug: z.string(),
  images: z.array(z.string()),
});
export type PlaceDetail = z.infer<typeof placeDetailSchema>;
