import { fileTypeFromBuffer } from "file-type";
import { ACCEPTED_IMAGE_TYPES } from "../../../shared/limits";
import { IMAGE_VARIANTS, type ImageVariant } from "../../../shared/media";
import { loadSharp } from "./sharp";
import type { FileStorage } from "./storage";

/**
 * Refuses decompression bombs long before libvips allocates for them: a 24 MP camera photo fits, a 5 KB PNG of
 * 6300x6300 blank pixels (0.7 s of CPU to decode) does not.
 */
const MAX_INPUT_PIXELS = 25_000_000;
const MAX_STORED_EDGE = 2000;
const ORIGINAL = "original.webp";

/** Where an image's re-encoded upload is stored; its variants sit beside it. */
export const originalKeyOf = (key: string) => `${key}/${ORIGINAL}`;

/** A picture refused by its content; the upload pipeline reports it on the form field it came from. */
export class ImageRejectedError extends Error {}

/**
 * Checks an upload by content (magic bytes and a real decode, never the name or declared type), strips its
 * metadata and stores it re-encoded as WebP under `{key}/original.webp`. Variants are cached beside it.
 */
export async function storeImage(
  storage: FileStorage,
  key: string,
  upload: Buffer,
  maxBytes: number,
): Promise<void> {
  if (upload.byteLength > maxBytes) {
    throw new ImageRejectedError(`Image must be at most ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw new ImageRejectedError("Only PNG, JPEG, GIF and WebP images are accepted");
  }
  // The header alone says how many pixels decoding would allocate: refuse before paying for it. Reading it is
  // not limited, or a header past sharp's own limit (268 MP) would throw and the bomb pass as merely unreadable.
  const sharp = await loadSharp();
  const { width = 0, height = 0 } = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(`The image must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }
  let encoded: Buffer;
  try {
    encoded = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MAX_STORED_EDGE, MAX_STORED_EDGE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ImageRejectedError("The image could not be read");
  }
  await storage.put(originalKeyOf(key), encoded);
}

/** Where a variant of an image is cached: beside its original, as `{key}/{variant}.webp`. */
export const variantKeyOf = (key: string, variant: ImageVariant) => `${key}/${variant}.webp`;

async function renderVariant(original: Buffer, variant: ImageVariant): Promise<Buffer> {
  const { width, height, fit } = IMAGE_VARIANTS[variant];
  const sharp = await loadSharp();
  return sharp(original)
    .resize(width, height, { fit, withoutEnlargement: fit === "inside" })
    .webp({ quality: 78 })
    .toBuffer();
}

/** Renders a variant from the original and caches it in storage; null when the image has no original. */
async function renderAndStore(
  storage: FileStorage,
  key: string,
  variant: ImageVariant,
): Promise<Buffer | null> {
  const original = await storage.get(originalKeyOf(key));
  if (!original) return null;
  const rendered = await renderVariant(original, variant);
  await storage.put(variantKeyOf(key, variant), rendered);
  return rendered;
}

/** Renders a variant from the original and caches it in storage; false when the image has no original. */
export async function renderImageVariant(
  storage: FileStorage,
  key: string,
  variant: ImageVariant,
): Promise<boolean> {
  return (await renderAndStore(storage, key, variant)) !== null;
}

/** The WebP bytes of a variant, rendered from the original on first use; null when the image has no original. */
export async function readImageVariant(
  storage: FileStorage,
  key: string,
  variant: ImageVariant,
): Promise<Buffer | null> {
  return (await storage.get(variantKeyOf(key, variant))) ?? renderAndStore(storage, key, variant);
}

/**
 * Storage that writes every variant with an original, for when browsers load media straight from the store
 * (MEDIA_BASE_URL): nothing there renders a missing variant on first use. A variant failing to store fails the
 * put, so the upload is rolled back like any other storage failure.
 */
export function renderingVariantsOnPut(storage: FileStorage): FileStorage {
  return {
    ...storage,
    async put(key, data) {
      await storage.put(key, data);
      if (!key.endsWith(`/${ORIGINAL}`)) return;
      const imageKey = key.slice(0, -ORIGINAL.length - 1);
      for (const variant of Object.keys(IMAGE_VARIANTS) as ImageVariant[])
        await storage.put(variantKeyOf(imageKey, variant), await renderVariant(data, variant));
    },
  };
}

export function deleteImage(storage: FileStorage, key: string): Promise<void> {
  return storage.deletePrefix(key);
}

/** Stores WebP bytes the server made itself (demo content), which need no upload checks. */
export function storeGeneratedImage(storage: FileStorage, key: string, webp: Buffer): Promise<void> {
  return storage.put(originalKeyOf(key), webp);
}
