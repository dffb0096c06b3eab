import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_VARIANTS, type ImageVariant, mediaUrl } from "../../../shared/media";
import { setupTestApp } from "../../test/app";
import { expectApiError } from "../../test/http";
import { storeImage } from "./images";

const t = setupTestApp({ demoContent: false });
const key = `places/${randomUUID()}/photo-1`;
const IMMUTABLE = "public, max-age=31536000, immutable";

beforeAll(async () => {
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3F88C5" } })
    .jpeg()
    .toBuffer();
  await storeImage(t.storage, key, photo, 10 * 1024 * 1024);
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /media/:variant/*", () => {
  it("serves the card variant as 600x480 WebP with an immutable cache header", async () => {
    const response = await get(`/media/card/${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 600, height: 480 });
  });

  it.each([
    ["thumb", 160, 160],
    ["cover", 1000, 800],
    // "inside" keeps the ratio of the 1600x900 original.
    ["carousel", 1200, 675],
  ] as const)("serves the %s variant at %ix%i", async (variant: ImageVariant, width, height) => {
    const response = await get(mediaUrl(key, variant));
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: "webp", width, height });
  });

  it("renders a variant once and then serves it from storage", async () => {
    const cached = await t.storage.get(`${key}/card.webp`);
    expect(cached).not.toBeNull();
    const response = await get(`/media/card/${key}`);
    expect(response.rawPayload.equals(cached ?? Buffer.alloc(0))).toBe(true);
  });

  it("tags each variant, and answers a request naming that tag with 304 and no body", async () => {
    const first = await get(`/media/thumb/${key}`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers["content-length"]).toBe(String(first.rawPayload.byteLength));
    const again = await t.app.inject({
      method: "GET",
      url: `/media/thumb/${key}`,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
    expect(again.headers).toMatchObject({ etag, "cache-control": IMMUTABLE });
    const stale = await t.app.inject({
      method: "GET",
      url: `/media/thumb/${key}`,
      headers: { "if-none-match": '"not-this-one"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it("never enlarges past the original for the carousel", async () => {
    const small = `avatars/${randomUUID()}/small`;
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: "#fff" } })
      .png()
      .toBuffer();
    await storeImage(t.storage, small, png, 1024 * 1024);
    const response = await get(`/media/carousel/${small}`);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it("answers 404 for an unknown key", async () => {
    expectApiError(
      await get(`/media/card/places/${randomUUID()}/nothing`),
      404,
      "NOT_FOUND",
      "Image not found",
    );
  });

  it("never lets a missing image be cached", async () => {
    const missing = await t.app.inject({
      method: "GET",
      url: `/media/card/places/${randomUUID()}/nothing`,
      headers: { "if-none-match": '"any"' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).not.toBe(IMMUTABLE);
  });

  it("answers 404 for a variant that does not exist", async () => {
    expect(Object.keys(IMAGE_VARIANTS)).not.toContain("original");
    for (const variant of ["original", "huge", "card.webp", "constructor", "toString"]) {
      expectApiError(await get(`/media/${variant}/${key}`), 404, "NOT_FOUND");
    }
  });

  describe("path traversal", () => {
    beforeAll(async () => {
      // A real image just outside the storage root (DATA_DIR/files): reaching it would be a traversal.
      const outside = path.join(t.dataDir, "secret");
      await mkdir(outside, { recursive: true });
      const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
        .webp()
        .toBuffer();
      await writeFile(path.join(outside, "original.webp"), webp);
    });

    it.each([
      "/media/card/../secret",
      "/media/card/..%2Fsecret",
      "/media/card/places/..%2F..%2Fsecret",
      "/media/card/places%2F..%2F..%2Fsecret",
      "/media/card/places/%2E%2E/%2E%2E/secret",
      "/media/card/%2Fetc%2Fpasswd",
      "/media/card/places/x/..%5C..%5C..%5Csecret",
    ])("refuses %s", async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).not.toBe("image/webp");
    });

    it("refuses keys with '..' in the storage itself", async () => {
      await expect(t.storage.get("places/../../secret/original.webp")).rejects.toThrow(/Invalid storage key/);
      await expect(t.storage.put("../secret/x.webp", Buffer.from("x"))).rejects.toThrow(
        /Invalid storage key/,
      );
    });
  });
});
