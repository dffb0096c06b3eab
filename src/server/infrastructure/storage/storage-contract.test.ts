import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, type TestS3Server } from "../../test/s3";
import { createLocalDiskStorage } from "./local-disk";
import { createS3Storage } from "./s3";
import type { FileStorage } from "./storage";

let s3: TestS3Server;
let diskRoot: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  diskRoot = await mkdtemp(path.join(os.tmpdir(), "cityguides-contract-"));
});
afterAll(async () => {
  await s3?.close();
  await rm(diskRoot, { recursive: true, force: true });
});

const read = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

// One table of what every FileStorage must do, run against each implementation.
describe.each([
  ["local disk", () => createLocalDiskStorage(diskRoot)],
  ["S3 (s3rver)", () => createS3Storage(s3.settings)],
] as const)("%s storage", (_name, make: () => FileStorage) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });
  const picture = Buffer.from("pretend webp bytes");

  it("gets back what was put, and null for a key never stored", async () => {
    await storage.put("guides/g1/100-cover/original.webp", picture);
    expect(await storage.get("guides/g1/100-cover/original.webp")).toEqual(picture);
    expect(await storage.get("guides/g1/100-cover/card.webp")).toBeNull();
  });

  it("streams a file with the entity tag and size head reports, and answers null for a missing one", async () => {
    const info = await storage.head("guides/g1/100-cover/original.webp");
    expect(info).toEqual({ etag: expect.stringMatching(/^"[^"]+"$/), size: picture.byteLength });
    const file = await storage.stream("guides/g1/100-cover/original.webp");
    expect(file && { etag: file.etag, size: file.size }).toEqual(info);
    expect(file && (await read(file.body))).toEqual(picture);
    expect(await storage.head("guides/g1/100-cover/card.webp")).toBeNull();
    expect(await storage.stream("guides/g1/100-cover/card.webp")).toBeNull();
  });

  it("changes the entity tag when the content changes", async () => {
    const before = await storage.head("guides/g1/100-cover/original.webp");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await storage.put("guides/g1/100-cover/original.webp", Buffer.from("other bytes, other length"));
    expect((await storage.head("guides/g1/100-cover/original.webp"))?.etag).not.toBe(before?.etag);
  });

  it("lists every file with when it was written, for the orphan sweep", async () => {
    const before = Date.now() - 60_000;
    await storage.put("places/p1/200-a/original.webp", picture);
    await storage.put("places/p1/200-a/thumb.webp", picture);
    const files = await storage.list();
    expect(files.map((file) => file.key).sort()).toEqual([
      "guides/g1/100-cover/original.webp",
      "places/p1/200-a/original.webp",
      "places/p1/200-a/thumb.webp",
    ]);
    for (const file of files) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
  });

  it("deletes a folder by its prefix, and not a neighbour whose name merely starts the same", async () => {
    await storage.put("places/p1/200-ab/original.webp", picture);
    await storage.deletePrefix("places/p1/200-a");
    expect(await storage.get("places/p1/200-a/original.webp")).toBeNull();
    expect(await storage.get("places/p1/200-a/thumb.webp")).toBeNull();
    expect(await storage.get("places/p1/200-ab/original.webp")).toEqual(picture);
  });

  it("deletes every file of a folder but one, and not a neighbour folder's", async () => {
    await storage.put("previews/guides/g1/v1.png", picture);
    await storage.put("previews/guides/g1/v2.png", picture);
    await storage.put("previews/guides/g10/v1.png", picture);
    await storage.deleteAllBut("previews/guides/g1/v2.png");
    expect(await storage.get("previews/guides/g1/v1.png")).toBeNull();
    expect(await storage.get("previews/guides/g1/v2.png")).toEqual(picture);
    expect(await storage.get("previews/guides/g10/v1.png")).toEqual(picture);
    await expect(storage.deleteAllBut("previews/guides/none/v1.png")).resolves.toBeUndefined();
  });

  it("deletes one file, and deleting a missing file or prefix is no error", async () => {
    await storage.delete("places/p1/200-ab/original.webp");
    expect(await storage.get("places/p1/200-ab/original.webp")).toBeNull();
    await expect(storage.delete("places/p1/none/original.webp")).resolves.toBeUndefined();
    await expect(storage.deletePrefix("places/none")).resolves.toBeUndefined();
  });

  it("refuses a key that could leave its folder", async () => {
    await expect(storage.put("guides/../../etc/passwd", picture)).rejects.toThrow(/invalid storage key/i);
  });
});
