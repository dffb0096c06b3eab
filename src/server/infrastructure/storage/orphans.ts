import type { Database } from "../db/client";
import { deleteImage } from "./images";
import { livePreviewFolders, referencedImageKeys } from "./repository";
import type { FileStorage } from "./storage";

/** The image a stored file belongs to: its key is the first three segments, `{kind}/{owner id}/{name}`. */
export const imageKeyOf = (fileKey: string) => fileKey.split("/").slice(0, 3).join("/");

/**
 * Removes the files a killed process left behind: an upload stored before its row was committed (or a picture
 * replaced or deleted whose files were still to go), and half-written temp files. Only files last written
 * before `writtenBefore` go, so that another node sharing the folder can still commit the row of an upload it is
 * storing now. Link previews of guides, cities and profiles that no longer exist go too. Answers the image keys
 * removed.
 */
export async function sweepOrphanedImages(
  db: Database,
  storage: FileStorage,
  writtenBefore: Date,
): Promise<string[]> {
  const files = await storage.list();
  // A preview of a live guide, city or profile is a cache worth keeping; one of something deleted is not.
  const referenced = new Set([...(await referencedImageKeys(db)), ...(await livePreviewFolders(db))]);
  const newestWrite = new Map<string, number>();
  for (const file of files) {
    const key = imageKeyOf(file.key);
    newestWrite.set(key, Math.max(newestWrite.get(key) ?? 0, file.modifiedAt.getTime()));
  }
  const orphans = [...newestWrite]
    .filter(([key, modified]) => !referenced.has(key) && modified < writtenBefore.getTime())
    .map(([key]) => key);
  const staleTemps = files.filter(
    (file) =>
      file.key.endsWith(".tmp") && referenced.has(imageKeyOf(file.key)) && file.modifiedAt < writtenBefore,
  );
  await Promise.all(orphans.map((key) => deleteImage(storage, key)));
  await Promise.all(staleTemps.map((file) => storage.delete(file.key)));
  return orphans;
}
