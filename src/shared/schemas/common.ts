import { z } from "zod";
import { MAX_PAGE_SIZE } from "../limits";

/** The one error shape every API failure answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.string(),
    details: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});

export const idParamSchema = z.object({ id: z.uuid() });

/** Why a moderator said no (a rejection, an unpublishing): trimmed text its author is shown, within the bounds. */
export const reasonSchema = (bounds: { min: number; max: number; tooShort: string; tooLong: string }) =>
  z.object({ reason: z.string().trim().min(bounds.min, bounds.tooShort).max(bounds.max, bounds.tooLong) });
