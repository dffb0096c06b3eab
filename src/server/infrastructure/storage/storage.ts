import type { Readable } from "node:stream";

/** Where uploaded and generated files live: local disk by default, an S3-compatible bucket when configured. */
/** A stored file and when it was last written. */
export type StoredFile = { key: string; modifiedAt: Date };

/** What a file is without its bytes: `etag` changes whenever the content does (a quoted HTTP entity tag). */
export type FileInfo = { etag: string; size: number };

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** The file's entity tag and size, or null when there is no such file. */
  head(key: string): Promise<FileInfo | null>;
  /** The file's bytes as they are read, with its entity tag and size, or null when there is no such file. */
  stream(key: string): Promise<(FileInfo & { body: Readable }) | null>;
  /** Removes every file whose key starts with the prefix (an image and its cached variants). */
  deletePrefix(prefix: string): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Removes every file in `key`'s folder but `key` itself, leaving alone a write of `key` still under way (a
   * replaced version going while another request stores the current one).
   */
  deleteAllBut(key: string): Promise<void>;
  /** Every stored file, for finding the ones no row refers to. */
  list(): Promise<StoredFile[]>;
}
