/** Resized WebP variants, each fitted to where it is shown. Cards and covers keep the 5:4 ratio. */
export const IMAGE_VARIANTS = {
  thumb: { width: 160, height: 160, fit: "cover" },
  card: { width: 600, height: 480, fit: "cover" },
  cover: { width: 1000, height: 800, fit: "cover" },
  carousel: { width: 1200, height: 900, fit: "inside" },
  /** The size link previews (Open Graph, Twitter cards) are shown at. */
  share: { width: 1200, height: 630, fit: "cover" },
} as const;

export type ImageVariant = keyof typeof IMAGE_VARIANTS;

export function isImageVariant(value: string): value is ImageVariant {
  // hasOwn, not `in`: "constructor" or "toString" would otherwise pass as variants.
  return Object.hasOwn(IMAGE_VARIANTS, value);
}

/** The element of the served page whose JSON text is MEDIA_BASE_URL, when pictures are loaded from there. */
export const MEDIA_BASE_ID = "media-base";

/**
 * Address of a stored image in a given variant; keys are unique per upload, so the address never changes content.
 * Through this server (`/media/{variant}/{key}`), or straight from the store at `mediaBase` (MEDIA_BASE_URL),
 * where each variant is an object of its own beside the original.
 */
export function mediaUrl(key: string, variant: ImageVariant, mediaBase?: string): string {
  return mediaBase ? `${mediaBase}/${key}/${variant}.webp` : `/media/${variant}/${key}`;
}

export const DEFAULT_AVATAR_URL = "/images/default-avatar.svg";
export const PLACEHOLDER_IMAGE_URL = "/images/placeholder.svg";
