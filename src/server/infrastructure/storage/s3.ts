import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { API_ERRORS } from "../../../shared/messages";
import { UnavailableError } from "../errors";
import { isValidStorageKey } from "./keys";
import type { FileStorage, StoredFile } from "./storage";

export type S3Settings = {
  bucket: string;
  /** An S3-compatible server's address; AWS itself when undefined. */
  endpoint?: string;
  region: string;
  /** `bucket` in the path rather than the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
};

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || statusOf(error) === 404;

/**
 * Files as objects in one bucket, under the same keys as on disk. Credentials come from the SDK's standard chain
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, or the machine's role), never from our settings.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const s3 = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer trailing ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  // The store unreachable or failing (no answer, or a 5xx) is not the request's fault: 503, try again shortly.
  const client = {
    send: (async (command: Parameters<typeof s3.send>[0]) => {
      try {
        return await s3.send(command);
      } catch (error) {
        const status = statusOf(error);
        if (status !== undefined && status < 500) throw error;
        const unavailable = new UnavailableError("STORAGE_UNAVAILABLE", API_ERRORS.unavailable);
        unavailable.cause = error;
        throw unavailable;
      }
    }) as typeof s3.send,
  };
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };
  const keysUnder = async function* (prefix?: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) yield object;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  };
  return {
    async put(key, data) {
      // One PUT: S3 makes the object visible whole or not at all, so readers never see half a file.
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: data, ContentType: contentTypeOf(key) }),
      );
    },
    async get(key) {
      const file = await this.stream(key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async head(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return { etag: head.ETag ?? "", size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return {
          etag: object.ETag ?? "",
          size: object.ContentLength ?? 0,
          body: object.Body as Readable,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async deleteAllBut(key) {
      const folder = checked(key).slice(0, key.lastIndexOf("/") + 1);
      const others: string[] = [];
      for await (const object of keysUnder(folder))
        if (object.Key && object.Key !== key) others.push(object.Key);
      for (let start = 0; start < others.length; start += DELETE_BATCH) {
        const Objects = others.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    async deletePrefix(prefix) {
      // `guides/1` must not take `guides/12` with it: a prefix names a folder, as on disk.
      const folder = `${checked(prefix)}/`;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        batch = [];
      };
      for await (const object of keysUnder(folder)) {
        if (object.Key) batch.push(object.Key);
        if (batch.length === DELETE_BATCH) await flush();
      }
      await flush();
      await client.send(new DeleteObjectCommand({ Bucket, Key: prefix }));
    },
    async list() {
      const files: StoredFile[] = [];
      for await (const object of keysUnder()) {
        if (object.Key && isValidStorageKey(object.Key))
          files.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date(0) });
      }
      return files;
    },
  };
}

const contentTypeOf = (key: string) => (key.endsWith(".webp") ? "image/webp" : "application/octet-stream");
