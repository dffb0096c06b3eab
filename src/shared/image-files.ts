import { ACCEPTED_IMAGE_TYPES } from "./limits";

/** What the browser's file pickers offer: the picture types every upload accepts. */
export const IMAGE_FILE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(",");

/**
 * Why a chosen file cannot be uploaded as a picture, checked in the browser before any upload: the same types
 * and size limits the server enforces (it also checks the bytes themselves, which a browser cannot).
 */
export function imageFileProblem(
  file: { type: string; size: number },
  maxBytes: number,
): "notImage" | "tooLarge" | undefined {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return "notImage";
  if (file.size > maxBytes) return "tooLarge";
  return undefined;
}
