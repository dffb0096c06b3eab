import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES } from "../../../shared/limits";
import { ACCOUNT_MESSAGES } from "../../../shared/messages";
import type { Me } from "../../../shared/schemas";
import { users } from "../../infrastructure/db/schema";
import { solidPng } from "../../seed/factories";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { multipartFile } from "../../test/auth";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp({ demoContent: false });

let alice: TestAccount;
let bob: TestAccount;
beforeAll(async () => {
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});

/** A camera-like JPEG: the photographer's name and a GPS position in its EXIF data. */
const photoWithExif = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Artist: "Alice Private", ImageDescription: "At home" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
    })
    .toBuffer();

const pngPicture = () => solidPng({ width: 300, height: 200 });

async function putAvatar(
  account: TestAccount | undefined,
  file: { name: string; type: string; data: Buffer },
) {
  const { payload, headers } = await multipartFile("avatar", file);
  return t.app.inject(as(account, { method: "PUT", url: "/api/me/avatar", payload, headers }));
}

const originalFile = (key: string) => path.join(t.dataDir, "files", key, "original.webp");

async function avatarOf(id: string): Promise<string | null> {
  const [row] = await t.db.select({ image: users.image }).from(users).where(eq(users.id, id));
  return row?.image ?? null;
}

describe("PUT /api/me/avatar", () => {
  let firstKey: string;

  it("stores the picture re-encoded without its EXIF data and serves a 160x160 WebP thumbnail", async () => {
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const me = okJson<Me>(await putAvatar(alice, { name: "me.jpg", type: "image/jpeg", data: photo }));
    firstKey = me.avatar ?? "";
    expect(firstKey).toMatch(new RegExp(`^avatars/${alice.id}/`));
    expect(await avatarOf(alice.id)).toBe(firstKey);

    const stored = await sharp(originalFile(firstKey)).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
    expect(stored).toMatchObject({ width: 640, height: 480 });

    const thumb = await t.app.inject({ method: "GET", url: `/media/thumb/${firstKey}` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 160,
      height: 160,
    });
  });

  it("replacing the avatar deletes the old files, original and variants", async () => {
    expect(existsSync(path.join(t.dataDir, "files", firstKey, "thumb.webp"))).toBe(true);
    const me = okJson<Me>(
      await putAvatar(alice, { name: "new.png", type: "image/png", data: await pngPicture() }),
    );
    expect(me.avatar).not.toBe(firstKey);
    expect(existsSync(path.join(t.dataDir, "files", firstKey))).toBe(false);
    expect(existsSync(originalFile(me.avatar ?? ""))).toBe(true);
    firstKey = me.avatar ?? "";
  });

  it("changes only the session user's avatar", async () => {
    expect(await avatarOf(bob.id)).toBeNull();
    const me = okJson<Me>(
      await putAvatar(bob, { name: "b.png", type: "image/png", data: await pngPicture() }),
    );
    expect(me.id).toBe(bob.id);
    expect(await avatarOf(alice.id)).toBe(firstKey);
    expect(existsSync(originalFile(firstKey))).toBe(true);
  });

  it("never deletes files outside the user's own avatars, whatever the stored key says", async () => {
    const bobsKey = (await avatarOf(bob.id)) ?? "";
    await t.db.update(users).set({ image: bobsKey }).where(eq(users.id, alice.id));
    const me = okJson<Me>(
      await putAvatar(alice, { name: "a.png", type: "image/png", data: await pngPicture() }),
    );
    expect(me.avatar).toMatch(new RegExp(`^avatars/${alice.id}/`));
    expect(existsSync(originalFile(bobsKey))).toBe(true);
    firstKey = me.avatar ?? "";
  });

  it.each([
    [
      "a file over 2 MB",
      { name: "big.jpg", type: "image/jpeg", data: Buffer.alloc(AVATAR_MAX_BYTES + 1024, 1) },
      413,
    ],
    [
      "a text file named .png",
      { name: "notes.png", type: "image/png", data: Buffer.from("just some text\n") },
      400,
    ],
    [
      "an SVG image",
      {
        name: "logo.svg",
        type: "image/svg+xml",
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
      400,
    ],
    [
      "a truncated JPEG",
      { name: "cut.jpg", type: "image/jpeg", data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]) },
      400,
    ],
  ])("refuses %s and keeps the avatar", async (_, file, status) => {
    const files = path.join(t.dataDir, "files", "avatars", alice.id);
    const stored = readdirSync(files);
    const response = await putAvatar(alice, file);
    expectApiError(response, status, status === 413 ? "FILE_TOO_LARGE" : "BAD_REQUEST");
    expect(await avatarOf(alice.id)).toBe(firstKey);
    expect(existsSync(originalFile(firstKey))).toBe(true);
    expect(readdirSync(files)).toEqual(stored);
  });

  it("refuses a request that is not multipart, or a file under another field name", async () => {
    const json = await t.app.inject(
      as(alice, { method: "PUT", url: "/api/me/avatar", payload: { avatar: "x" } }),
    );
    expectApiError(json, 400, "BAD_REQUEST");
    const { payload, headers } = await multipartFile("picture", {
      name: "a.png",
      type: "image/png",
      data: await pngPicture(),
    });
    const other = await t.app.inject(as(alice, { method: "PUT", url: "/api/me/avatar", payload, headers }));
    expectApiError(other, 400, "BAD_REQUEST");
    expect(await avatarOf(alice.id)).toBe(firstKey);
  });

  it("refuses visitors with 401 and stores nothing", async () => {
    const response = await putAvatar(undefined, {
      name: "a.png",
      type: "image/png",
      data: await pngPicture(),
    });
    expectApiError(response, 401, "UNAUTHORIZED", ACCOUNT_MESSAGES.notAuthenticated);
    const avatars = await t.db.select({ image: users.image }).from(users);
    expect(avatars.filter((row) => row.image !== null)).toHaveLength(2);
  });
});

describe("parallel avatar uploads by one user", () => {
  it("leave exactly one picture on disk: the one the account ends up with", async () => {
    const carol = await signUp(t.app);
    const data = await pngPicture();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => putAvatar(carol, { name: `a${n}.png`, type: "image/png", data })),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const current = await avatarOf(carol.id);
    const folders = readdirSync(path.join(t.dataDir, "files", "avatars", carol.id));
    expect(folders.map((folder) => `avatars/${carol.id}/${folder}`)).toEqual([current]);
  });
});
