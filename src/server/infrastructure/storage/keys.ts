/**
 * Every storage key is made here: `{kind}/{owner id}/{name}`. An image lives under its key as `original.webp`
 * with its cached variants beside it, so deleting a key's prefix removes the picture and every size of it.
 */
const folder = {
  avatar: (userId: string) => `avatars/${userId}`,
  guide: (guideId: string) => `guides/${guideId}`,
  place: (placeId: string) => `places/${placeId}`,
};

export type PreviewKind = "guides" | "cities" | "profiles";

function previewFolder(kind: PreviewKind, ref: string) {
  return `previews/${kind}/${ref}`;
}

let lastStamp = 0;

/**
 * A fresh key in a folder: `{folder}/{timestamp}` or `{folder}/{timestamp}-{sanitised name}`. The timestamp
 * never repeats within the process: two uploads in one millisecond (a double submit) would otherwise share a key,
 * and replacing or cleaning up one would delete the other's files.
 */
function uploadKey(into: string, fileName?: string): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return fileName === undefined
    ? `${into}/${lastStamp}`
    : `${into}/${lastStamp}-${sanitiseFileName(fileName)}`;
}

/** Spaces become underscores and other odd characters are dropped (docs/product.md §5). */
export function sanitiseFileName(name: string): string {
  const base = name.replace(/\.[^.]*$/, "");
  const cleaned = base
    .replace(/\s+/g, "_")
    .replace(/[^A-Za-z0-9_-]/g, "")
    .slice(0, 60);
  return cleaned || "image";
}

export const storageKeys = {
  newAvatar: (userId: string) => uploadKey(folder.avatar(userId)),
  newGuideCover: (guideId: string, fileName: string) => uploadKey(folder.guide(guideId), fileName),
  newPlaceImage: (placeId: string, index: number, fileName: string) =>
    uploadKey(folder.place(placeId), `${index}-${fileName}`),
  seedAvatar: (userId: string) => `${folder.avatar(userId)}/seed`,
  seedGuideCover: (guideId: string) => `${folder.guide(guideId)}/seed-cover`,
  seedPlaceImage: (placeId: string, number: number) => `${folder.place(placeId)}/seed-${number}`,
  /**
   * A generated link-preview image, named by a digest of what it shows: a change to any of it names a new file.
   * `ref` is the id of the guide, city or user it shows.
   */
  preview: (kind: PreviewKind, ref: string, version: string) => `${previewFolder(kind, ref)}/${version}.png`,
  previewFiles: previewFolder,
  /** Everything stored for a guide or a place, for deleting it with its owner. */
  guideFiles: folder.guide,
  placeFiles: folder.place,
  /** Whether a key is one of this user's own avatars: only those are ever deleted on the user's behalf. */
  isOwnAvatar: (userId: string, key: string) => key.startsWith(`${folder.avatar(userId)}/`),
};

/** Segments stay well under the 255 bytes a file name may have on disk. */
const KEY_PATTERN = /^[a-z]+(\/[A-Za-z0-9][A-Za-z0-9_.-]{0,199})+$/;

/** Keys are made by the server, never taken from a client verbatim; this still refuses any traversal. */
export function isValidStorageKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.includes("..");
}
