import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GUIDE_MESSAGES } from "../../../shared/messages";
import { guideImages, guidePlaces, guides, savedGuides } from "../../infrastructure/db/schema";
import { storeGeneratedImage } from "../../infrastructure/storage/images";
import { DEMO_ACCOUNTS } from "../../seed/demo-accounts";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { signInCookie, withCookie } from "../../test/auth";
import { cityByValue, createGuide, pickPlaces } from "../../test/fixtures";
import { expectApiError } from "../../test/http";
import { insertGuide } from "./mutations";

const t = setupTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });

let alice: TestAccount;
let bob: TestAccount;
let guideId: string;
beforeAll(async () => {
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  guideId = await createGuide(t.db, { createdBy: alice.id, city: await cityByValue(t.db, "london") });
  // A cover with a cached variant, and a save by someone else: all of it goes with the guide.
  const coverKey = `guides/${guideId}/cover`;
  const webp = await sharp({ create: { width: 50, height: 40, channels: 3, background: "#888" } })
    .webp()
    .toBuffer();
  await storeGeneratedImage(t.storage, coverKey, webp);
  await t.storage.put(`${coverKey}/card.webp`, webp);
  await t.db.insert(guideImages).values({ guideId, storageKey: coverKey });
  await t.db.insert(savedGuides).values({ userId: bob.id, guideId });
});

const deleteGuide = (account: TestAccount | undefined, id = guideId) =>
  t.app.inject(as(account, { method: "DELETE", url: `/api/guides/${id}` }));

const guideFiles = (id: string) => path.join(t.dataDir, "files", "guides", id);

async function guideRows(id: string) {
  const [guide, places, images, saves] = await Promise.all([
    t.db.select().from(guides).where(eq(guides.id, id)),
    t.db.select().from(guidePlaces).where(eq(guidePlaces.guideId, id)),
    t.db.select().from(guideImages).where(eq(guideImages.guideId, id)),
    t.db.select().from(savedGuides).where(eq(savedGuides.guideId, id)),
  ]);
  return { guide: guide.length, places: places.length, images: images.length, saves: saves.length };
}

async function demoGuideId(): Promise<string> {
  const [demo] = await t.db.select({ id: guides.id }).from(guides).where(eq(guides.isDemo, true)).limit(1);
  if (!demo) throw new Error("No demo guide");
  return demo.id;
}

describe("DELETE /api/guides/:id", () => {
  it("refuses visitors with 401 and keeps the guide", async () => {
    expectApiError(await deleteGuide(undefined), 401, "UNAUTHORIZED");
    expect(await guideRows(guideId)).toEqual({ guide: 1, places: 12, images: 1, saves: 1 });
  });

  it("refuses another user with 403 and keeps the guide and its cover", async () => {
    expectApiError(await deleteGuide(bob), 403, "NOT_OWNER", GUIDE_MESSAGES.notOwner);
    expect(await guideRows(guideId)).toEqual({ guide: 1, places: 12, images: 1, saves: 1 });
    expect(existsSync(path.join(guideFiles(guideId), "cover", "original.webp"))).toBe(true);
  });

  it("refuses a demo guide to any user, the admin included", async () => {
    const demoId = await demoGuideId();
    expectApiError(await deleteGuide(alice, demoId), 403, "DEMO_GUIDE", GUIDE_MESSAGES.demoGuideReadOnly);
    const admin = DEMO_ACCOUNTS[0];
    const cookie = await signInCookie(t.app, admin);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/guides/${demoId}`,
      headers: withCookie(t.app, cookie),
    });
    expectApiError(response, 403, "DEMO_GUIDE", GUIDE_MESSAGES.demoGuideReadOnly);
    expect((await guideRows(demoId)).guide).toBe(1);
  });

  it("refuses a demo guide even to the user it names as creator", async () => {
    const london = await cityByValue(t.db, "london");
    const demoId = await insertGuide(t.db, {
      name: "Demo of Alice",
      cityId: london.id,
      createdBy: alice.id,
      isDemo: true,
      places: await pickPlaces(t.db, london.id),
    });
    expectApiError(await deleteGuide(alice, demoId), 403, "DEMO_GUIDE", GUIDE_MESSAGES.demoGuideReadOnly);
    expect((await guideRows(demoId)).guide).toBe(1);
  });

  it("answers 404 for an unknown guide and 400 for a malformed id", async () => {
    expectApiError(await deleteGuide(alice, "00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
    expectApiError(await deleteGuide(alice, "not-a-uuid"), 400, "VALIDATION_FAILED");
  });

  it("lets the owner delete: 204, the rows and the cover files are gone", async () => {
    const response = await deleteGuide(alice);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await guideRows(guideId)).toEqual({ guide: 0, places: 0, images: 0, saves: 0 });
    expect(existsSync(guideFiles(guideId))).toBe(false);
    expectApiError(await t.app.inject({ method: "GET", url: `/api/guides/${guideId}` }), 410, "GONE");
    expectApiError(await deleteGuide(alice), 404, "NOT_FOUND");
  });
});
