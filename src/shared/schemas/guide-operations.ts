import { z } from "zod";
import { byCategory, CATEGORY_KEYS } from "../categories";
import {
  GUIDE_INTRODUCTION_MAX_LENGTH,
  GUIDE_OPERATIONS_MAX,
  GUIDE_PLACE_NOTE_MAX_LENGTH,
  PLACES_PER_CATEGORY,
} from "../limits";
import { GUIDE_MESSAGES } from "../messages";
import { GUIDE_NAME_MAX_LENGTH } from "./guide-input";

const note = z.string().trim().max(GUIDE_PLACE_NOTE_MAX_LENGTH, GUIDE_MESSAGES.noteTooLong);
const introduction = z.string().trim().max(GUIDE_INTRODUCTION_MAX_LENGTH, GUIDE_MESSAGES.introductionTooLong);
const name = z.string().trim().max(GUIDE_NAME_MAX_LENGTH);
const position = z
  .number()
  .int()
  .min(0)
  .max(PLACES_PER_CATEGORY.max - 1);

/**
 * One change to a guide's content (docs/decisions/058). Places and their order merge: an add, a removal or a move
 * lands on top of whatever else changed meanwhile. A text (name, introduction, a place's note) carries `base`, the
 * text its writer started from: when the stored text is neither that nor the new one, someone else changed it
 * meanwhile and the change is refused with their text, never written over it.
 */
export const guideOperationSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("addPlace"),
    placeId: z.uuid(),
    category: z.enum(CATEGORY_KEYS),
    /** Where in its category; the end when absent or past it. */
    position: position.optional(),
    note: note.optional(),
  }),
  z.object({ type: z.literal("removePlace"), placeId: z.uuid() }),
  z.object({ type: z.literal("movePlace"), placeId: z.uuid(), position }),
  z.object({ type: z.literal("setNote"), placeId: z.uuid(), note, base: note }),
  z.object({ type: z.literal("setIntroduction"), introduction, base: introduction }),
  z.object({ type: z.literal("setName"), name, base: name }),
]);
export type GuideOperation = z.infer<typeof guideOperationSchema>;

/** Operations applied together: all of them, in order, or none. */
export const guideOperationsInputSchema = z.object({
  operations: z.array(guideOperationSchema).min(1).max(GUIDE_OPERATIONS_MAX),
});

/** A guide's content as a writer loaded it, sent with their save so that only what they changed is applied. */
export const guideBaseSchema = z.object({
  name,
  introduction,
  places: z.object(byCategory(() => z.array(z.uuid()).max(PLACES_PER_CATEGORY.max))),
  notes: z.record(z.uuid(), note),
});
export type GuideBase = z.infer<typeof guideBaseSchema>;
