import { z } from "zod";
import { LATITUDE_RANGE, LONGITUDE_RANGE } from "../geo";
import { MAX_PAGE_SIZE, MIN_LENGTH } from "../limits";
import { CATALOGUE_MESSAGES } from "../messages";
import { SUGGESTION_LIMITS, SUGGESTION_MESSAGES } from "../suggestions";
import { bothOrNeither, placeFields } from "./catalogue";
import { reasonSchema } from "./common";
import { placeDetailSchema, placeSummarySchema } from "./places";

/**
 * A place suggested from the guide form (docs/product.md §5 Suggested places): the admin's place rules, and a
 * location, which the duplicate check needs.
 */
export const suggestionInputSchema = placeFields.superRefine((value, context) => {
  bothOrNeither(value, context);
  if (value.lat == null && value.lng == null)
    context.addIssue({ code: "custom", path: ["lat"], message: SUGGESTION_MESSAGES.locationRequired });
});
export type SuggestionInput = z.infer<typeof suggestionInputSchema>;

/** The places a new suggestion would likely duplicate: same city, a similar name, close by. */
export const duplicateQuerySchema = z.object({
  cityId: z.uuid(),
  name: z.string().trim().min(MIN_LENGTH.placeName).max(120),
  lat: z.coerce
    .number()
    .min(LATITUDE_RANGE.min, CATALOGUE_MESSAGES.latitudeRange)
    .max(LATITUDE_RANGE.max, CATALOGUE_MESSAGES.latitudeRange),
  lng: z.coerce
    .number()
    .min(LONGITUDE_RANGE.min, CATALOGUE_MESSAGES.longitudeRange)
    .max(LONGITUDE_RANGE.max, CATALOGUE_MESSAGES.longitudeRange),
});
export type DuplicateQuery = z.infer<typeof duplicateQuerySchema>;

export const duplicateCandidateSchema = placeSummarySchema.extend({
  /** Metres from the suggested location; null for a place without a location. */
  distanceMetres: z.number().int().nullable(),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidateSchema>;
export const duplicateListSchema = z.object({
  items: z.array(duplicateCandidateSchema).max(SUGGESTION_LIMITS.duplicatesShown),
});

/** A suggestion in the admin's queue. */
export const queuedSuggestionSchema = placeDetailSchema.extend({
  cityId: z.uuid(),
  suggester: z.object({ username: z.string().nullable(), firstName: z.string().nullable() }).nullable(),
  suggestedAt: z.iso.datetime({ offset: true }),
  guideCount: z.number().int(),
});
export type QueuedSuggestion = z.infer<typeof queuedSuggestionSchema>;
/** A page of the admin's queue, oldest first, with how many suggestions wait in all. */
export const suggestionQueueSchema = z.object({
  items: z.array(queuedSuggestionSchema).max(MAX_PAGE_SIZE),
  total: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type SuggestionQueue = z.infer<typeof suggestionQueueSchema>;

/**
 * Approving may correct the suggestion's words and location; its category and city stay, since guides use it
 * there. Fields left out stay as suggested.
 */
export const suggestionApprovalSchema = placeFields
  .pick({ name: true, tag: true, address: true, googleMapsLink: true, lat: true, lng: true })
  .partial()
  .superRefine(bothOrNeither);
export type SuggestionApproval = z.infer<typeof suggestionApprovalSchema>;

export const suggestionMergeSchema = z.object({ targetId: z.uuid() });
export const mergeResultSchema = z.object({ targetId: z.uuid(), guidesUpdated: z.number().int() });
export type MergeResult = z.infer<typeof mergeResultSchema>;

export const suggestionRejectionSchema = reasonSchema({
  min: SUGGESTION_LIMITS.rejectionReasonMin,
  max: SUGGESTION_LIMITS.rejectionReasonMax,
  tooShort: SUGGESTION_MESSAGES.reasonTooShort,
  tooLong: SUGGESTION_MESSAGES.reasonTooLong,
});
