import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GUIDE_MESSAGES } from "../../../shared/messages";
import type { GuidePage } from "../../../shared/schemas";
import { guides, users } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { type CityRow, cityByValue, pickPlaces } from "../../test/fixtures";
import { type GuideBody, guideJson, guideRecord, guideWorld, pngCover, sendGuide } from "../../test/guides";
import { expectApiError, okJson } from "../../test/http";
import { GuideChangedMeanwhileError, updateGuideDetails } from "./mutations";

const t = setupTestApp();

let alice: TestAccount;
let bob: TestAccount;
let admin: TestAccount;
let london: CityRow;
let paris: CityRow;
let body: GuideBody;
beforeAll(async () => {
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  admin = await signUp(t.app);
  await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
  london = await cityByValue(t.db, "london");
  paris = await cityByValue(t.db, "paris");
  body = { name: "Alice's London", cityId: london.id, places: await pickPlaces(t.db, london.id) };
});

const aliceGuide = async (name = "Alice's London") =>
  guideJson(await sendGuide(t, alice, { method: "POST" }, { ...body, name }, await pngCover()), 201);

const patch = (account: TestAccount | undefined, id: string, details: unknown) =>
  t.app.inject(as(account, { method: "PATCH", url: `/api/guides/${id}`, payload: details as object }));

describe("PATCH /api/guides/:id (the Edit Guide dialog)", () => {
  it("renames a guide and replaces its cover, keeping its places; the old cover's files go", async () => {
    const guide = await aliceGuide();
    const before = await guideRecord(t, guide.id);
    const response = await sendGuide(
      t,
      alice,
      { method: "PATCH", id: guide.id },
      { name: "  Alice's London, revised ", cityId: london.id },
      await pngCover("new cover.png", 20),
    );
    const updated = guideJson(response);
    expect(updated).toMatchObject({ id: guide.id, name: "Alice's London, revised", cityId: london.id });
    expect(updated.coverImage).toMatch(new RegExp(`^guides/${guide.id}/\\d{13}-new_cover$`));
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(guide.updatedAt));
    const after = await guideRecord(t, guide.id);
    expect(after.places).toEqual(before.places);
    expect(after.images.map((image) => image.storageKey)).toEqual([updated.coverImage]);
    expect(after.files).toEqual([`${updated.coverImage}/original.webp`]);
    expect(existsSync(path.join(t.dataDir, "files", guide.coverImage ?? ""))).toBe(false);
    expect(okJson(await t.app.inject({ method: "GET", url: `/api/guides/${guide.id}` }))).toEqual(updated);
  });

  it("renames as JSON without touching the cover", async () => {
    const guide = await aliceGuide();
    const before = await guideRecord(t, guide.id);
    const updated = guideJson(await patch(alice, guide.id, { name: "Just the name", cityId: london.id }));
    expect(updated).toMatchObject({ name: "Just the name", coverImage: guide.coverImage });
    const after = await guideRecord(t, guide.id);
    expect(after.images).toEqual(before.images);
    expect(after.files).toEqual(before.files);
  });

  it("refuses a move to another city, whose places the guide lacks, changing nothing", async () => {
    const guide = await aliceGuide();
    const before = await guideWorld(t);
    const error = expectApiError(
      await sendGuide(
        t,
        alice,
        { method: "PATCH", id: guide.id },
        { name: "Paris now", cityId: paris.id },
        await pngCover("moved.png"),
      ),
      400,
      "BAD_REQUEST",
      GUIDE_MESSAGES.moveNeedsNewPlaces,
    );
    expect(error).toMatchObject({ details: { cityId: [GUIDE_MESSAGES.moveNeedsNewPlaces] } });
    expect(await guideWorld(t)).toEqual(before);
  });

  it("renames nothing when the guide left the city meanwhile (a move by another tab wins)", async () => {
    const guide = await aliceGuide();
    const before = await guideRecord(t, guide.id);
    const stale = updateGuideDetails(t.db, guide.id, { name: "Stale rename", cityId: paris.id });
    await expect(stale).rejects.toBeInstanceOf(GuideChangedMeanwhileError);
    expect(await guideRecord(t, guide.id)).toEqual(before);
  });

  it("refuses bad input with the form's messages, changing nothing", async () => {
    const guide = await aliceGuide();
    const before = await guideWorld(t);
    const short = await patch(alice, guide.id, { name: "ab", cityId: london.id });
    expectApiError(short, 400, "BAD_REQUEST", GUIDE_MESSAGES.nameTooShort);
    const noCity = await patch(alice, guide.id, { name: "Fine name", cityId: "" });
    expectApiError(noCity, 400, "BAD_REQUEST", GUIDE_MESSAGES.locationRequired);
    const notJson = await sendGuide(t, alice, { method: "PATCH", id: guide.id }, "{not json");
    expectApiError(notJson, 400, "BAD_REQUEST");
    const text = { name: "notes.txt", type: "image/png", data: Buffer.from("not a picture at all") };
    const fakeCover = await sendGuide(
      t,
      alice,
      { method: "PATCH", id: guide.id },
      { name: "Fine name", cityId: london.id },
      text,
    );
    expectApiError(fakeCover, 400, "BAD_REQUEST");
    expect(await guideWorld(t)).toEqual(before);
  });

  it("refuses visitors (401), other users and admins (403) and demo guides (403), changing nothing", async () => {
    const guide = await aliceGuide();
    const [demo] = await t.db.select().from(guides).where(eq(guides.isDemo, true)).limit(1);
    if (!demo) throw new Error("No demo guide");
    const before = await guideWorld(t);
    const details = { name: "Taken over", cityId: london.id };
    expectApiError(await patch(undefined, guide.id, details), 401, "UNAUTHORIZED");
    for (const account of [bob, admin]) {
      const refused = await sendGuide(
        t,
        account,
        { method: "PATCH", id: guide.id },
        details,
        await pngCover(),
      );
      expectApiError(refused, 403, "NOT_OWNER", GUIDE_MESSAGES.notOwner);
    }
    const demoDetails = { name: "Taken over", cityId: demo.cityId };
    for (const account of [alice, admin]) {
      expectApiError(
        await patch(account, demo.id, demoDetails),
        403,
        "DEMO_GUIDE",
        GUIDE_MESSAGES.demoGuideReadOnly,
      );
    }
    expectApiError(await patch(alice, "00000000-0000-4000-8000-000000000000", details), 404, "NOT_FOUND");
    expect(await guideWorld(t)).toEqual(before);
  });
});

describe("GET /api/guides filters (the admin's guides list)", () => {
  const feed = async (query: string) =>
    okJson<GuidePage>(await t.app.inject({ method: "GET", url: `/api/guides?${query}` })).items;

  it("narrows the feed to a city and to names containing the text, case-insensitively", async () => {
    const mine = await aliceGuide("Zebra Crossings of London");
    const parisGuide = guideJson(
      await sendGuide(
        t,
        bob,
        { method: "POST" },
        { name: "Zebra cafés of Paris", cityId: paris.id, places: await pickPlaces(t.db, paris.id) },
      ),
      201,
    );
    expect((await feed("q=zEBRA")).map((guide) => guide.id)).toEqual([parisGuide.id, mine.id]);
    expect((await feed(`q=zebra&cityId=${london.id}`)).map((guide) => guide.id)).toEqual([mine.id]);
    const inParis = await feed(`cityId=${paris.id}&limit=50`);
    expect(inParis.length).toBeGreaterThan(0);
    expect(inParis.every((guide) => guide.location === "Paris")).toBe(true);
  });

  it("matches % and _ literally and pages through filtered results", async () => {
    await aliceGuide("100% London_walks");
    await aliceGuide("100 London walks");
    expect((await feed("q=0%25%20L")).map((guide) => guide.name)).toEqual(["100% London_walks"]);
    expect((await feed("q=n_w")).map((guide) => guide.name)).toEqual(["100% London_walks"]);
    const first = okJson<GuidePage>(await t.app.inject({ method: "GET", url: "/api/guides?q=100&limit=1" }));
    expect(first.items.map((guide) => guide.name)).toEqual(["100 London walks"]);
    const cursor = encodeURIComponent(first.nextCursor ?? "");
    const second = okJson<GuidePage>(
      await t.app.inject({ method: "GET", url: `/api/guides?q=100&limit=1&cursor=${cursor}` }),
    );
    expect(second.items.map((guide) => guide.name)).toEqual(["100% London_walks"]);
    expect(second.nextCursor).toBeNull();
  });

  it("refuses a malformed city filter", async () => {
    expectApiError(
      await t.app.inject({ method: "GET", url: "/api/guides?cityId=london" }),
      400,
      "VALIDATION_FAILED",
    );
  });
});
