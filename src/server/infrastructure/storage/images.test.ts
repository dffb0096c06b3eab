import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUIDE_IMAGE_MAX_BYTES } from "../../../shared/limits";
import {
  deleteImage,
  ImageRejectedError,
  renderImageVariant,
  renderingVariantsOnPut,
  storeImage,
} from "./images";
import { isValidStorageKey, sanitiseFileName } from "./keys";
import { createLocalDiskStorage } from "./local-disk";
import type { FileStorage } from "./storage";

let root: string;
let storage: FileStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "cityguides-images-"));
  storage = createLocalDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const MB = 1024 * 1024;
type Image = ReturnType<typeof sharp>;
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#A06CD5" } });

/** The stored original of a key, with its metadata. */
async function stored(key: string) {
  const bytes = await storage.get(`${key}/original.webp`);
  if (!bytes) throw new Error(`Nothing stored under ${key}`);
  return sharp(bytes).metadata();
}

/** A PNG whose header announces width x height pixels, with almost no data behind it. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("storeImage", () => {
  it.each([
    ["a text file (whatever its name)", Buffer.from("just some text, saved as photo.png\n")],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["an HTML page", Buffer.from("<!doctype html><html><body><img src=x onerror=alert(1)></body></html>")],
    ["a PDF", Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n")],
  ])("refuses %s", async (_, upload) => {
    await expect(storeImage(storage, "avatars/u1/bad", upload, MB)).rejects.toThrow(
      new ImageRejectedError("Only PNG, JPEG, GIF and WebP images are accepted"),
    );
    expect(await storage.get("avatars/u1/bad/original.webp")).toBeNull();
  });

  it("refuses an upload over the size limit before looking at it", async () => {
    const big = await solid(64, 64).png().toBuffer();
    await expect(storeImage(storage, "avatars/u1/big", big, big.byteLength - 1)).rejects.toBeInstanceOf(
      ImageRejectedError,
    );
    await expect(
      storeImage(storage, "avatars/u1/big", Buffer.alloc(GUIDE_IMAGE_MAX_BYTES + 1), GUIDE_IMAGE_MAX_BYTES),
    ).rejects.toThrow("Image must be at most 10 MB");
  });

  it("refuses an image whose bytes start right but do not decode", async () => {
    const png = await solid(64, 64).png().toBuffer();
    await expect(storeImage(storage, "avatars/u1/cut", png.subarray(0, 60), MB)).rejects.toThrow(
      "The image could not be read",
    );
  });

  it("refuses a decompression bomb from its header", async () => {
    const bomb = pngHeaderOnly(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(2048);
    await expect(storeImage(storage, "avatars/u1/bomb", bomb, MB)).rejects.toThrow(
      "The image must be at most 25 megapixels",
    );
  });

  it("strips EXIF metadata (GPS included) from a JPEG", async () => {
    const jpeg = await solid(320, 200)
      .jpeg()
      .withExif({
        IFD0: { Copyright: "Someone", Artist: "Someone else" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    await storeImage(storage, "guides/g1/cover", jpeg, MB);
    const metadata = await stored("guides/g1/cover");
    expect(metadata).toMatchObject({ format: "webp", width: 320, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it("turns a photo upright from its EXIF orientation before dropping it", async () => {
    const sideways = await solid(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    await storeImage(storage, "places/p1/upright", sideways, MB);
    expect(await stored("places/p1/upright")).toMatchObject({ width: 100, height: 300 });
  });

  it("shrinks large images to 2000 px on the long edge", async () => {
    const wide = await solid(3000, 1200).png().toBuffer();
    await storeImage(storage, "places/p1/wide", wide, MB);
    expect(await stored("places/p1/wide")).toMatchObject({ width: 2000, height: 800 });
  });

  it.each([
    ["png", (image: Image) => image.png()],
    ["gif", (image: Image) => image.gif()],
    ["webp", (image: Image) => image.webp()],
  ])("accepts a %s and stores it as WebP", async (format, encode) => {
    await storeImage(storage, `places/p2/${format}`, await encode(solid(40, 30)).toBuffer(), MB);
    expect(await stored(`places/p2/${format}`)).toMatchObject({ format: "webp", width: 40, height: 30 });
  });
});

describe("renderImageVariant and deleteImage", () => {
  it("answers null for a key that has no original", async () => {
    expect(await renderImageVariant(storage, "places/none/x", "card")).toBe(false);
  });

  it("removes the original and its cached variants", async () => {
    await storeImage(storage, "guides/g2/cover", await solid(50, 40).png().toBuffer(), MB);
    await renderImageVariant(storage, "guides/g2/cover", "thumb");
    expect(await readdir(path.join(root, "guides/g2/cover"))).toEqual(["original.webp", "thumb.webp"]);
    await deleteImage(storage, "guides/g2/cover");
    expect(await storage.get("guides/g2/cover/original.webp")).toBeNull();
    expect(await storage.get("guides/g2/cover/thumb.webp")).toBeNull();
  });
});

describe("storage for MEDIA_BASE_URL (renderingVariantsOnPut)", () => {
  it("stores every variant with the original, since nothing renders them when browsers ask the store", async () => {
    await storeImage(
      renderingVariantsOnPut(storage),
      "guides/g3/cover",
      await solid(1200, 900).png().toBuffer(),
      MB,
    );
    expect((await readdir(path.join(root, "guides/g3/cover"))).sort()).toEqual([
      "card.webp",
      "carousel.webp",
      "cover.webp",
      "original.webp",
      "share.webp",
      "thumb.webp",
    ]);
    const card = await storage.get("guides/g3/cover/card.webp");
    expect(await sharp(card ?? Buffer.alloc(0)).metadata()).toMatchObject({ width: 600, height: 480 });
  });
});

describe("sanitiseFileName", () => {
  it.each([
    ["My holiday photo.png", "My_holiday_photo"],
    ["  two   spaces .jpg", "_two_spaces_"],
    ["café (1)!.jpeg", "caf_1"],
    ["..\\evil name.png", "evil_name"],
    ["archive.tar.gz", "archivetar"],
    ["no-extension", "no-extension"],
    ["???.png", "image"],
    [".png", "image"],
    [`${"a".repeat(100)}.png`, "a".repeat(60)],
  ])("%j becomes %j", (input, expected) => {
    expect(sanitiseFileName(input)).toBe(expected);
  });
});

describe("isValidStorageKey", () => {
  it.each(["places/0b6f/seed-1", "avatars/u1/photo.v2", "guides/g1/cover/card.webp"])("accepts %s", (key) => {
    expect(isValidStorageKey(key)).toBe(true);
  });

  it.each([
    "../x",
    "places/../x",
    "places/a/../../b",
    "/etc/passwd",
    "places",
    "places//x",
    "places/.hidden",
    "Places/x",
    "places/a b",
    "places/a\\b",
    `places/${"x".repeat(300)}`,
  ])("refuses %s", (key) => {
    expect(isValidStorageKey(key)).toBe(false);
  });
});
