import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isValidStorageKey } from "./keys";
import type { FileStorage } from "./storage";

const MISSING_FILE_CODES = new Set(["ENOENT", "ENOTDIR", "ENAMETOOLONG", "EISDIR"]);

export function createLocalDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file; the temp name is unique per write because two
      // requests rendering the same variant at once must not share one.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        // A key whose path runs through a file, or names one too long for the disk, names no file either.
        if (MISSING_FILE_CODES.has((error as NodeJS.ErrnoException).code ?? "")) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
  };
}
