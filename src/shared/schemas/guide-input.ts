import { z } from "zod";
import { byCategory, CATEGORY_KEYS } from "../categories";
import {
  GUIDE_INTRODUCTION_MAX_LENGTH,
  GUIDE_MODERATION,
  GUIDE_PLACE_NOTE_MAX_LENGTH,
  MIN_LENGTH,
  PLACES_PER_CATEGORY,
} from "../limits";
import { GUIDE_MESSAGES } from "../messages";
import { reasonSchema } from "./common";

export const GUIDE_NAME_MAX_LENGTH = 80;

// The minimum applies only when publishing (checked below); a draft may hold any number up to the maximum.
const categoryPlaces = z.array(z.uuid()).max(PLACES_PER_CATEGORY.max, GUIDE_MESSAGES.tooManyPlaces);

export const GUIDE_STATUSES = ["draft", "published"] as const;
export const guideStatusSchema = z.enum(GUIDE_STATUSES);
export type GuideStatus = z.infer<typeof guideStatusSchema>;

const introduction = z.string().trim().max(GUIDE_INTRODUCTION_MAX_LENGTH, GUIDE_MESSAGES.introductionTooLong);
const placeNote = z.string().trim().max(GUIDE_PLACE_NOTE_MAX_LENGTH, GUIDE_MESSAGES.noteTooLong);

const guideName = z
  .string()
  .trim()
  .min(MIN_LENGTH.guideName, GUIDE_MESSAGES.nameTooShort)
  .max(GUIDE_NAME_MAX_LENGTH);
const guideCityId = z.uuid(GUIDE_MESSAGES.locationRequired);

/** What the guide form sends and the server accepts (docs/product.md §5 Guide form), for create and update alike. */
export const guideInputSchema = z
  .object({
    name: guideName,
    cityId: guideCityId,
    /** Each category's places in the creator's order (docs/product.md §4 Order). */
    places: z.object(byCategory(() => categoryPlaces)),
    /** The creator's note per chosen place, by place id; an empty note is no note. */
    notes: z.record(z.uuid(), placeNote).default({}),
    introduction: introduction.default(""),
    /** Absent means published, as every guide was before drafts. */
    status: guideStatusSchema.default("published"),
  })
  .superRefine(({ places, notes, status }, ctx) => {
    const all = CATEGORY_KEYS.flatMap((key) => places[key]);
    if (new Set(all).size !== all.length)
      ctx.addIssue({ code: "custom", message: GUIDE_MESSAGES.duplicatePlace, path: ["places"] });
    if (Object.keys(notes).some((id) => !all.includes(id)))
      ctx.addIssue({ code: "custom", message: GUIDE_MESSAGES.noteForMissingPlace, path: ["notes"] });
    if (status !== "published") return;
    for (const key of CATEGORY_KEYS) {
      if (places[key].length < PLACES_PER_CATEGORY.min)
        ctx.addIssue({ code: "custom", message: GUIDE_MESSAGES.missingPlacesText, path: ["places", key] });
    }
  });
export type GuideInput = z.infer<typeof guideInputSchema>;

/** An admin's reason for unpublishing a guide, which its creator is shown (docs/product.md §2 Admin dashboard). */
export const guideUnpublishSchema = reasonSchema({
  min: GUIDE_MODERATION.reasonMin,
  max: GUIDE_MODERATION.reasonMax,
  tooShort: GUIDE_MESSAGES.moderationReasonTooShort,
  tooLong: GUIDE_MESSAGES.moderationReasonTooLong,
});

/** The guide's own fields without its places, as the Edit Guide dialog changes them (docs/product.md §2 Admin dashboard). */
export const guideDetailsInputSchema = z.object({ name: guideName, cityId: guideCityId });
export type GuideDetailsInput = z.infer<typeof guideDetailsInputSchema>;
