import { randomUUID } from "node:crypto";
import { utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { solidPng } from "../../seed/factories";
import { signUp } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { storedFiles } from "../../test/guides";
import { users } from "../db/schema";
import { originalKeyOf, storeImage } from "./images";
import { storageKeys } from "./keys";
import { sweepOrphanedImages } from "./orphans";

const t = setupTestApp({ demoContent: false });
const MB = 1024 * 1024;
const HOUR = 60 * 60_000;
const anHourAgo = new Date(Date.now() - HOUR);

/** Makes every file under a key look as if written two hours ago. */
async function age(key: string) {
  const old = new Date(Date.now() - 2 * HOUR);
  for (const file of await storedFiles(t, key)) await utimes(path.join(t.dataDir, "files", file), old, old);
}

describe("sweepOrphanedImages", () => {
  let userId = "";
  const keys = { kept: "", abandoned: "", inFlight: "" };
  beforeAll(async () => {
    userId = (await signUp(t.app)).id;
    const picture = await solidPng();
    keys.kept = storageKeys.newAvatar(userId);
    keys.abandoned = storageKeys.newAvatar(userId);
    keys.inFlight = storageKeys.newAvatar(userId);
    for (const key of Object.values(keys)) await storeImage(t.storage, key, picture, MB);
    await t.db.update(users).set({ image: keys.kept }).where(eq(users.id, userId));
    await writeFile(path.join(t.dataDir, "files", `${originalKeyOf(keys.kept)}.3f2a.tmp`), "half a file");
    await age(keys.kept);
    await age(keys.abandoned);
  });

  it("removes old images no row refers to and old temp files, keeping referenced and recent ones", async () => {
    expect(await sweepOrphanedImages(t.db, t.storage, anHourAgo)).toEqual([keys.abandoned]);
    expect(await storedFiles(t, `avatars/${userId}`)).toEqual(
      [originalKeyOf(keys.inFlight), originalKeyOf(keys.kept)].sort(),
    );
  });

  it("leaves an unreferenced image alone while it may still be an upload in flight", async () => {
    expect(await sweepOrphanedImages(t.db, t.storage, anHourAgo)).toEqual([]);
    expect(await storedFiles(t, keys.inFlight)).toEqual([originalKeyOf(keys.inFlight)]);
  });
});

describe("sweepOrphanedImages and link previews", () => {
  it("keeps the preview of a live profile and removes the one of a guide that is gone", async () => {
    const userId = (await signUp(t.app)).id;
    const live = storageKeys.preview("profiles", userId, "0123456789abcdef");
    const gone = storageKeys.preview("guides", randomUUID(), "0123456789abcdef");
    for (const key of [live, gone]) await t.storage.put(key, await solidPng());
    await age(storageKeys.previewFiles("profiles", userId));
    await age(gone.replace(/\/[^/]+$/, ""));
    const removed = await sweepOrphanedImages(t.db, t.storage, anHourAgo);
    expect(removed).toEqual([gone.replace(/\/[^/]+$/, "")]);
    expect(await t.storage.get(live)).not.toBeNull();
    expect(await t.storage.get(gone)).toBeNull();
  });
});
