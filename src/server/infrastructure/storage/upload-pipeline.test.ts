import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { GUIDE_IMAGE_MAX_BYTES } from "../../../shared/limits";
import { solidPng } from "../../seed/factories";
import { InvalidInputError } from "../errors";
import { storageKeys } from "./keys";
import { createLocalDiskStorage } from "./local-disk";
import { withStoredImages } from "./upload-pipeline";

const root = await mkdtemp(path.join(os.tmpdir(), "cityguides-pipeline-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = createLocalDiskStorage(root);
const limits = { maxBytes: GUIDE_IMAGE_MAX_BYTES, field: "images" };

const png = (size = 64) => solidPng({ width: size, height: size });

/** Every file stored for a place, as paths under its folder. */
const filesOf = async (placeId: string) =>
  readdir(path.join(root, storageKeys.placeFiles(placeId)), { recursive: true }).catch(() => []);

describe("the upload pipeline", () => {
  it("stores every picture, then runs the write with their keys, then removes what the write replaced", async () => {
    const old = { key: storageKeys.newPlaceImage("p1", 0, "old.png"), data: await png() };
    await withStoredImages(storage, [old], limits, async () => ({ result: undefined }));
    const uploads = [
      { key: storageKeys.newPlaceImage("p1", 0, "a.png"), data: await png() },
      { key: storageKeys.newPlaceImage("p1", 1, "b.png"), data: await png() },
    ];
    const written = await withStoredImages(storage, uploads, limits, async (keys) => ({
      result: keys,
      replaced: [old.key],
    }));
    expect(written).toEqual(uploads.map((upload) => upload.key));
    for (const key of written) expect(await storage.get(`${key}/original.webp`)).not.toBeNull();
    expect(await storage.get(`${old.key}/original.webp`)).toBeNull();
  });

  it("removes every stored picture when the database write fails", async () => {
    const uploads = [
      { key: storageKeys.newPlaceImage("p2", 0, "a.png"), data: await png() },
      { key: storageKeys.newPlaceImage("p2", 1, "b.png"), data: await png() },
    ];
    const failing = withStoredImages(storage, uploads, limits, async () => {
      expect(await filesOf("p2")).not.toEqual([]);
      throw new Error("the row could not be written");
    });
    await expect(failing).rejects.toThrow("the row could not be written");
    expect(await filesOf("p2")).toEqual([]);
  });

  it("refuses a picture on its form field, removing the ones stored before it and writing nothing", async () => {
    const uploads = [
      { key: storageKeys.newPlaceImage("p3", 0, "a.png"), data: await png() },
      {
        key: storageKeys.newPlaceImage("p3", 1, "page.png"),
        data: Buffer.from("<html><script></script></html>"),
      },
    ];
    let wrote = false;
    const refused = withStoredImages(storage, uploads, limits, async () => {
      wrote = true;
      return { result: undefined };
    });
    await expect(refused).rejects.toBeInstanceOf(InvalidInputError);
    await expect(refused).rejects.toMatchObject({ details: { images: [expect.any(String)] } });
    expect(wrote).toBe(false);
    expect(await filesOf("p3")).toEqual([]);
  });

  it("refuses a picture of too many pixels from its header, before decoding it", async () => {
    const huge = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = withStoredImages(
      storage,
      [{ key: storageKeys.newPlaceImage("p4", 0, "huge.png"), data: huge }],
      limits,
      async () => ({ result: undefined }),
    );
    await expect(refused).rejects.toThrow(/megapixels/);
    expect(await filesOf("p4")).toEqual([]);
  });
});
