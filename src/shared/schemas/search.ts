import { z } from "zod";
import { SEARCH } from "../limits";
import { profileSchema } from "./accounts";
import { citySchema } from "./cities";
import { guideCardSchema } from "./guides";
import { placeSummarySchema } from "./places";

export const searchQuerySchema = z.object({
  /** Trimmed; shorter than SEARCH.queryMinLength answers empty lists. */
  q: z.string().trim().max(SEARCH.queryMaxLength).default(""),
  /** Results per group: the suggestions ask for a few, the page for SEARCH.pagePerGroup. */
  limit: z.coerce.number().int().min(1).max(SEARCH.pagePerGroup).default(SEARCH.pagePerGroup),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Each group in the shape its cards already use, best match first. */
export const searchResultsSchema = z.object({
  guides: z.array(guideCardSchema).max(SEARCH.pagePerGroup),
  places: z.array(placeSummarySchema).max(SEARCH.pagePerGroup),
  cities: z.array(citySchema).max(SEARCH.pagePerGroup),
  profiles: z.array(profileSchema).max(SEARCH.pagePerGroup),
  /** When nothing was found: the closest names to what was typed, best first. */
  didYouMean: z.array(z.string()).max(SEARCH.didYouMean).default([]),
  /** Set only by the app's service worker when it searched the guides kept on the device, offline. */
  keptOnly: z.boolean().optional(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
