import { z } from "zod";
import { guideCardSchema } from "./guides";
import { placeSummarySchema } from "./places";

export const savedGuideGroupsSchema = z.object({
  groups: z.array(z.object({ location: z.string(), citySlug: z.string(), guides: z.array(guideCardSchema) })),
});
export type SavedGuideGroups = z.infer<typeof savedGuideGroupsSchema>;

export const bookmarkedPlaceGroupsSchema = z.object({
  groups: z.array(z.object({ city: z.string(), places: z.array(placeSummarySchema) })),
});
export type BookmarkedPlaceGroups = z.infer<typeof bookmarkedPlaceGroupsSchema>;

/** `already` tells a repeated save from a new one; neither is an error (docs/product.md §4). */
export const saveResultSchema = z.object({ saved: z.boolean(), already: z.boolean() });
export type SaveResult = z.infer<typeof saveResultSchema>;
