import { InvalidInputError } from "../errors";
import { deleteImage, ImageRejectedError, storeImage } from "./images";
import type { FileStorage } from "./storage";

/** A file as it arrived, with the name its sender gave it. */
export type IncomingImage = { fileName: string; data: Buffer };

/** An uploaded file and the key (from `storageKeys`) it is to be stored under. */
export type ImageUpload = { key: string; data: Buffer };

/** What the database write reports: its result, and the keys of pictures it replaced (to delete now). */
export type WriteOutcome<T> = { result: T; replaced?: string[] };

/**
 * The one way uploads become stored pictures. Each is checked (byte size, magic bytes, pixel dimensions),
 * decoded, stripped of metadata and re-encoded (`storeImage`), then `write` runs the database change that
 * refers to the stored keys. If any picture is refused or the write fails, every picture this call stored is
 * removed again, so no file outlives a failed request; once the write has succeeded, the pictures it replaced go.
 * A refused picture is reported on `field`, the form field it came from.
 */
export async function withStoredImages<T>(
  storage: FileStorage,
  uploads: ImageUpload[],
  limits: { maxBytes: number; field: string },
  write: (keys: string[]) => Promise<WriteOutcome<T>>,
): Promise<T> {
  const stored: string[] = [];
  // Settled, not all: a store that cannot delete now must not hide why the upload failed; the start-up sweep
  // removes what is left.
  const rollBack = () => Promise.allSettled(stored.map((key) => deleteImage(storage, key)));
  let outcome: WriteOutcome<T>;
  try {
    for (const upload of uploads) {
      stored.push(upload.key);
      await storeImage(storage, upload.key, upload.data, limits.maxBytes);
    }
    outcome = await write(stored);
  } catch (error) {
    await rollBack();
    if (error instanceof ImageRejectedError) {
      throw new InvalidInputError(error.message, { [limits.field]: [error.message] });
    }
    throw error;
  }
  await Promise.all((outcome.replaced ?? []).map((key) => deleteImage(storage, key)));
  return outcome.result;
}
