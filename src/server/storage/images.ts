import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { ACCEPTED_IMAGE_TYPES } from "../../shared/limits";
import { IMAGE_VARIANTS, type ImageVariant } from "../../shared/media";
import type { FileStorage } from "./storage";

/** Refuses decompression bombs long before libvips allocates for them. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_STORED_EDGE = 2000;
const ORIGINAL = "original.webp";

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
  await storage.put(`${key}/${ORIGINAL}`, encoded);
}

/** The WebP bytes of a variant, rendered from the original on first use and cached in storage. */
export async function readImageVariant(
  storage: FileStorage,
  key: string,
  variant: ImageVariant,
): Promise<Buffer | null> {
  const variantKey = `${key}/${variant}.webp`;
  const cached = await storage.get(variantKey);
  if (cached) return cached;
  const original = await storage.get(`${key}/${ORIGINAL}`);
  if (!original) return null;
  const { width, height, fit } = IMAGE_VARIANTS[variant];
  const rendered = await sharp(original)
    .resize(width, height, { fit, withoutEnlargement: fit === "inside" })
    .webp({ quality: 78 })
    .toBuffer();
  await storage.put(variantKey, rendered);
  return rendered;
}

export function deleteImage(storage: FileStorage, key: string): Promise<void> {
  return storage.deletePrefix(key);
}

let lastStamp = 0;

/**
 * A fresh storage key for an upload: `{folder}/{timestamp}` or `{folder}/{timestamp}-{sanitised name}` (docs/product.md §7).
 * The timestamp never repeats within the process: two uploads in one millisecond (a double submit) would
 * otherwise share a key, and replacing or cleaning up one would delete the other's files.
 */
export function uploadKey(folder: string, fileName?: string): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return fileName === undefined
    ? `${folder}/${lastStamp}`
    : `${folder}/${lastStamp}-${sanitiseFileName(fileName)}`;
}

/** docs/product.md §5: spaces become underscores, other odd characters are dropped. */
export function sanitiseFileName(name: string): string {
  const base = name.replace(/\.[^.]*$/, "");
  const cleaned = base
    .replace(/\s+/g, "_")
    .replace(/[^A-Za-z0-9_-]/g, "")
    .slice(0, 60);
  return cleaned || "image";
}

/** Stores WebP bytes the server made itself (demo content), which need no upload checks. */
export function storeGeneratedImage(storage: FileStorage, key: string, webp: Buffer): Promise<void> {
  return storage.put(`${key}/${ORIGINAL}`, webp);
}
