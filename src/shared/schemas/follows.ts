import { z } from "zod";
import { FOLLOW_LIMITS } from "../follows";
import { MAX_PAGE_SIZE } from "../limits";

/** A person in a list of followers, people followed or people blocked. */
export const personSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const personPageSchema = z.object({
  items: z.array(personSchema).max(MAX_PAGE_SIZE),
  nextCursor: z.string().nullable(),
});
export type PersonPage = z.infer<typeof personPageSchema>;

/**
 * A profile's follow counts, and what the signed-in reader is to the person (null signed out, or for the person
 * themselves); a person blocked either way reads the counts only.
 */
export const profileFollowsSchema = z.object({
  followers: z.number().int().min(0),
  following: z.number().int().min(0),
  viewer: z
    .object({
      follows: z.boolean(),
      followsYou: z.boolean(),
      blocked: z.boolean(),
    })
    .nullable(),
});
export type ProfileFollows = z.infer<typeof profileFollowsSchema>;

export const cityFollowSchema = z.object({
  followers: z.number().int().min(0),
  /** Whether the signed-in reader follows the city; null signed out. */
  follows: z.boolean().nullable(),
});
export type CityFollow = z.infer<typeof cityFollowSchema>;

export const followedCitiesSchema = z.object({
  items: z.array(z.object({ slug: z.string(), name: z.string() })).max(FOLLOW_LIMITS.citiesMax),
});
export type FollowedCities = z.infer<typeof followedCitiesSchema>;
