import { z } from "zod";
import { GONE_SAVES_MAX, MAX_PAGE_SIZE } from "../limits";
import { pageQuerySchema } from "./common";
import { guideCardSchema } from "./guides";
import { placeSummarySchema } from "./places";

/** A page of a member's saved guides or bookmarked places, most recent first; `city` (a slug) keeps one city's. */
export const savedListQuerySchema = pageQuerySchema.extend({ city: z.string().max(100).optional() });
export type SavedListQuery = z.infer<typeof savedListQuerySchema>;

/** Each group: the city's saves on this page, and how many the member has there in all. */
export const savedGuideGroupsSchema = z.object({
  groups: z
    .array(
      z.object({
        location: z.string(),
        citySlug: z.string(),
        total: z.number().int().min(0),
        guides: z.array(guideCardSchema).max(MAX_PAGE_SIZE),
      }),
    )
    .max(MAX_PAGE_SIZE),
  nextCursor: z.string().nullable(),
  /**
   * Saved guides that are no longer available (docs/product.md §4 Gone guides), most recently saved first, on the
   * first page only: their id and city, nothing of their content.
   */
  gone: z
    .array(
      z.object({
        id: z.string(),
        why: z.enum(["deleted", "unpublished"]),
        city: z.object({ slug: z.string(), name: z.string() }),
      }),
    )
    .max(GONE_SAVES_MAX),
});
export type SavedGuideGroups = z.infer<typeof savedGuideGroupsSchema>;

export const bookmarkedPlaceGroupsSchema = z.object({
  groups: z
    .array(
      z.object({
        city: z.string(),
        citySlug: z.string(),
        total: z.number().int().min(0),
        places: z.array(placeSummarySchema).max(MAX_PAGE_SIZE),
      }),
    )
    .max(MAX_PAGE_SIZE),
  nextCursor: z.string().nullable(),
});
export type BookmarkedPlaceGroups = z.infer<typeof bookmarkedPlaceGroupsSchema>;

/** `already` tells a repeated save from a new one; neither is an error (docs/product.md §4). */
export const saveResultSchema = z.object({ saved: z.boolean(), already: z.boolean() });
export type SaveResult = z.infer<typeof saveResultSchema>;
