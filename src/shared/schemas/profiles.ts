import { z } from "zod";
import { PROFILE_GUIDES_PAGE_SIZE } from "../limits";
import { profileSchema } from "./accounts";
import { draftCardSchema, guideCardSchema } from "./guides";

/**
 * A public profile with the first page of the person's published guides and, only when they are the one looking,
 * of their drafts (empty for everyone else), and of the guides they make with others ("With others": those they are
 * an editor or viewer of, as far as the one looking may see them); each cursor leads to the next page, null when
 * there is none.
 */
export const profilePageSchema = z.object({
  profile: profileSchema,
  guides: z.array(guideCardSchema).max(PROFILE_GUIDES_PAGE_SIZE),
  guidesNextCursor: z.string().nullable(),
  drafts: z.array(draftCardSchema).max(PROFILE_GUIDES_PAGE_SIZE),
  draftsNextCursor: z.string().nullable(),
  withOthers: z.array(guideCardSchema).max(PROFILE_GUIDES_PAGE_SIZE),
  withOthersNextCursor: z.string().nullable(),
});
export type ProfilePage = z.infer<typeof profilePageSchema>;
