import { z } from "zod";
import { FEED_LIMITS } from "../feed";
import { MAX_PAGE_SIZE } from "../limits";
import { creatorSchema, guideCardSchema } from "./guides";

/**
 * One guide's activity by one person on one day (docs/decisions/064): its publication, or the places they added
 * to it once it was published.
 */
export const feedGroupSchema = z.object({
  kind: z.enum(["published", "placesAdded"]),
  /** The group's newest activity. */
  at: z.string(),
  /** Who did it: the creator for a publication, whoever added the places otherwise. */
  actor: creatorSchema,
  guide: guideCardSchema,
  /** How many places were added (0 for a publication). */
  placeCount: z.number().int().min(0),
  /** The first few of them, newest first. */
  places: z.array(z.object({ id: z.uuid(), name: z.string() })).max(FEED_LIMITS.placeNamesShown),
});
export type FeedGroup = z.infer<typeof feedGroupSchema>;

export const feedPageSchema = z.object({
  items: z.array(feedGroupSchema).max(MAX_PAGE_SIZE),
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** Popular creators and cities the member does not follow yet, for a feed with nothing in it. */
export const feedSuggestionsSchema = z.object({
  creators: z
    .array(
      z.object({
        username: z.string(),
        name: z.string(),
        avatar: z.string().nullable(),
        saves: z.number().int().min(0),
      }),
    )
    .max(FEED_LIMITS.suggestions),
  cities: z
    .array(z.object({ slug: z.string(), name: z.string(), guides: z.number().int().min(0) }))
    .max(FEED_LIMITS.suggestions),
});
export type FeedSuggestions = z.infer<typeof feedSuggestionsSchema>;
