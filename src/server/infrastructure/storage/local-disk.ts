import { randomUUID } from "node:crypto";
import { type Dirent, readdirSync, statSync } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isValidStorageKey } from "./keys";
import type { FileInfo, FileStorage, StoredFile } from "./storage";

const MISSING_FILE_CODES = new Set(["ENOENT", "ENOTDIR", "ENAMETOOLONG", "EISDIR"]);

/** A key whose path runs through a file, or names one too long for the disk, names no file either. */
const isMissingFile = (error: unknown) => MISSING_FILE_CODES.has((error as NodeJS.ErrnoException).code ?? "");

/** Files are replaced whole (write, then rename), so size and modification time change with the content. */
const etagOf = (stats: { size: number; mtimeMs: number }) =>
  `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;

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
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    async head(key): Promise<FileInfo | null> {
      try {
        const stats = await stat(resolve(key));
        return stats.isFile() ? { etag: etagOf(stats), size: stats.size } : null;
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    async stream(key) {
      // Opened before answering, so a file replaced meanwhile is still read whole from the handle kept.
      const handle = await open(resolve(key), "r").catch((error) => {
        if (isMissingFile(error)) return null;
        throw error;
      });
      if (!handle) return null;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return { etag: etagOf(stats), size: stats.size, body: handle.createReadStream() };
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deleteAllBut(key) {
      const file = resolve(key);
      const kept = path.basename(file);
      const names = await readdir(path.dirname(file)).catch((error) => {
        if (isMissingFile(error)) return [];
        throw error;
      });
      // `{name}.{uuid}.tmp` is a write of the kept file under way (put above): removing it failed that write.
      const others = names.filter((name) => name !== kept && !name.startsWith(`${kept}.`));
      await Promise.all(
        others.map((name) => rm(path.join(path.dirname(file), name), { recursive: true, force: true })),
      );
    },
    async deletePrefix(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    // Synchronous: only the start-up sweep lists, before the server listens, when nothing else waits on the
    // event loop. Node's asynchronous recursive readdir and a stat per file through the thread pool took about
    // 200 ms of a start for the demo content's 444 files; this walk takes about 20.
    async list() {
      let entries: Dirent[];
      try {
        entries = readdirSync(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const files: StoredFile[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        if (!isValidStorageKey(key)) continue;
        // Removed since the directory was read (a replaced picture going): nothing to list.
        const stats = statSync(path.join(root, key), { throwIfNoEntry: false });
        if (stats) files.push({ key, modifiedAt: stats.mtime });
      }
      return files;
    },
  };
}
