import { z } from "zod";
import { IMPORT_FORMATS, IMPORT_LIMITS } from "../imports";
import { GUIDE_MESSAGES } from "../messages";
import { coordinateFields } from "./catalogue";
import { GUIDE_NAME_MAX_LENGTH } from "./guide-input";
import { categoryKeySchema, placeSummarySchema } from "./places";

const rowNumber = z.number().int().min(1).max(IMPORT_LIMITS.maxRows);

/** What the user changed about one row in the preview; rows they left alone are not sent. */
export const importRowChoiceSchema = z.object({
  row: rowNumber,
  skip: z.boolean().optional(),
  /** Use this catalogue place of the city instead of the one matched. */
  placeId: z.uuid().optional(),
  /** The category of a new place. */
  category: categoryKeySchema.optional(),
  /** The location of a new place (a pasted link or coordinates, read in the browser). */
  ...coordinateFields,
});
export type ImportRowChoice = z.infer<typeof importRowChoiceSchema>;

export const IMPORT_MODES = ["preview", "draft", "places"] as const;

/**
 * The `import` field of an import (docs/product.md §5 Import): the file goes beside it. `preview` reads and
 * matches and writes nothing; `draft` makes a draft guide of the result; `places` adds the new places to the
 * catalogue (as the user's suggestions) and answers with the rows for the guide being edited.
 */
export const importRequestSchema = z.object({
  cityId: z.uuid(GUIDE_MESSAGES.locationRequired),
  mode: z.enum(IMPORT_MODES).default("preview"),
  guideName: z.string().trim().max(GUIDE_NAME_MAX_LENGTH).optional(),
  /** The category of new places the file does not sort. */
  defaultCategory: categoryKeySchema.optional(),
  /** The category of each KML folder's new places, by folder name. */
  folderCategories: z
    .record(z.string().max(200), categoryKeySchema)
    .refine((folders) => Object.keys(folders).length <= 100, "At most 100 folders")
    .default({}),
  rows: z.array(importRowChoiceSchema).max(IMPORT_LIMITS.maxRows).default([]),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const IMPORT_OUTCOMES = ["matched", "new", "skipped"] as const;

/** One place of the file and what it becomes. */
export const importRowSchema = z.object({
  row: rowNumber,
  /** Where it is in the file, for messages: "line 7", "placemark 3". */
  where: z.string(),
  name: z.string(),
  /** The file's words for it, as plain text, at most the note limit. */
  note: z.string(),
  noteCut: z.boolean(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  address: z.string().nullable(),
  link: z.string().nullable(),
  folder: z.string().nullable(),
  /** The place's category: the matched place's own, or the one a new place gets; null when none is known. */
  category: categoryKeySchema.nullable(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** The catalogue place it matched, or (once imported) the new place. */
  place: placeSummarySchema.nullable(),
  /** Why it was skipped. */
  reason: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importResultSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** The list's own name, when the file has one: the draft's name unless the user gives another. */
  name: z.string().nullable(),
  /** The list's description (a Takeout list's first line, a map's description): the draft's introduction. */
  description: z.string(),
  folders: z.array(z.string()).max(100),
  counts: z.object({ matched: z.number().int(), new: z.number().int(), skipped: z.number().int() }),
  /** Routes and tracks in the file, which are not places. */
  ignoredTracks: z.number().int(),
  rows: z.array(importRowSchema).max(IMPORT_LIMITS.maxRows),
  /** The draft made (mode `draft`). */
  guide: z.object({ id: z.uuid(), citySlug: z.string() }).nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
