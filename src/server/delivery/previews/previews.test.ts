import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_BOOTSTRAP_ID } from "../../../shared/session";
import { placeImages, places } from "../../infrastructure/db/schema";
import { storageKeys } from "../../infrastructure/storage/keys";
import { signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, pickPlaces } from "../../test/fixtures";
import { guideJson, pngCover, sendGuide } from "../../test/guides";
import { visitUntil } from "../../test/visits";
import { pageHeadOf, webBuildWithRealTemplate } from "../../test/web-build";

const t = setupTestApp({
  env: { WEB_DIST_DIR: webBuildWithRealTemplate(), BASE_URL: "https://guides.example" },
});
const BASE = "https://guides.example";

// User text with every character HTML gives a meaning to, and a `$'` that String.replace would expand.
const GUIDE_NAME = `Tom & Jerry's "Best" <b>Paris</b> $' $&`;

let creator: TestAccount;
let guideId: string;
let placeId: string;
let placeImageKey: string;
beforeAll(async () => {
  creator = await signUp(t.app, { username: "pierre_paris" });
  const paris = await cityByValue(t.db, "paris");
  const body = { name: GUIDE_NAME, cityId: paris.id, places: await pickPlaces(t.db, paris.id) };
  guideId = guideJson(await sendGuide(t, creator, { method: "POST" }, body, await pngCover()), 201).id;
  const [place] = await t.db
    .select({ id: places.id, key: placeImages.storageKey })
    .from(places)
    .innerJoin(placeImages, and(eq(placeImages.placeId, places.id), eq(placeImages.isPrimary, true)))
    .where(eq(places.cityId, paris.id))
    .orderBy(asc(places.name))
    .limit(1);
  if (!place) throw new Error("The demo catalogue has no place in Paris");
  placeId = place.id;
  placeImageKey = place.key;
});

const page = (url: string) => t.app.inject({ method: "GET", url });

/** Fetches an og:image as a crawler would (it is absolute: the test app answers for BASE). */
async function image(url: string | undefined) {
  expect(url?.startsWith(`${BASE}/`), url).toBe(true);
  const response = await page((url ?? "").slice(BASE.length));
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const { width, height, format } = await sharp(response.rawPayload).metadata();
  return { response, width, height, format, bytes: response.rawPayload };
}

/** A shareable page: 200, its own head, and a preview picture of 1200x630 behind og:image. */
async function expectShareable(url: string, canonical: string) {
  const response = await page(url);
  expect(response.statusCode).toBe(200);
  const head = pageHeadOf(response.body);
  expect(head.titles).toHaveLength(1);
  expect(head.descriptions).toBe(1);
  expect(head.canonical).toBe(`${BASE}${canonical}`);
  expect(head.ogUrl).toBe(head.canonical);
  expect(head.ogTitle).toBe(head.title);
  expect(head.ogDescription).toBe(head.description);
  expect(head.twitterCard).toBe("summary_large_image");
  expect(head.robots).toBeUndefined();
  const picture = await image(head.ogImage);
  expect([picture.width, picture.height]).toEqual([1200, 630]);
  return { head, picture, html: response.body };
}

describe("the head of a shareable page, in the HTML the server sends", () => {
  it("a guide: its name, city and creator, and a generated preview", async () => {
    const { head, picture, html } = await expectShareable(
      `/guide/paris/${guideId}`,
      `/guide/paris/${guideId}`,
    );
    expect(head.title).toBe(`${GUIDE_NAME} – a Paris guide by @pierre_paris | Cityguides`);
    expect(head.description).toContain(GUIDE_NAME);
    expect(head.description).toContain("Paris");
    expect(head.description).toContain("(@pierre_paris)");
    expect(picture.format).toBe("png");
    expect(picture.response.headers["content-type"]).toBe("image/png");
    expect(picture.response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Escaped everywhere: the name neither opens an element nor ends an attribute.
    expect(html).not.toContain("<b>Paris</b>");
    expect(html).toContain("Tom &amp; Jerry&#39;s &quot;Best&quot; &lt;b&gt;Paris&lt;/b&gt; $&#39; $&amp;");
    expect(html).toContain(`<script type="application/json" id="${SESSION_BOOTSTRAP_ID}">null</script>`);
  });

  it("a guide reached under another city's slug names its real address as canonical", async () => {
    const head = pageHeadOf((await page(`/guide/london/${guideId}`)).body);
    expect(head.canonical).toBe(`${BASE}/guide/paris/${guideId}`);
  });

  it("a guide's category, by short or full key", async () => {
    const canonical = `/guide/paris/${guideId}/category/cafesBrunch`;
    const { head } = await expectShareable(`/guide/paris/${guideId}/category/cafes`, canonical);
    expect(head.title).toBe(`Cafés & Brunch – ${GUIDE_NAME} | Cityguides`);
  });

  it("a place: name, tag and city, and its first photo", async () => {
    const { head, picture } = await expectShareable(`/place/${placeId}`, `/place/${placeId}`);
    const [facts] = await t.db.select().from(places).where(eq(places.id, placeId));
    expect(head.title).toBe(`${facts?.name} – ${facts?.tag} in Paris | Cityguides`);
    expect(head.ogImage).toBe(`${BASE}/media/share/${placeImageKey}`);
    expect(picture.format).toBe("webp");
  });

  it("a city", async () => {
    const { head, picture } = await expectShareable("/city/paris", "/city/paris");
    expect(head.title).toBe("Paris city guides | Cityguides");
    expect(head.description).toContain("Paris");
    expect(picture.format).toBe("png");
  });

  it("a profile, with or without the leading @", async () => {
    const { head } = await expectShareable("/profile/@Pierre_Paris", "/profile/pierre_paris");
    expect(head.title).toBe("Test Person (@pierre_paris) | Cityguides");
    expect(head.description).toContain("@pierre_paris");
  });

  it("home and the cities list", async () => {
    expect(pageHeadOf((await page("/")).body).canonical).toBe(`${BASE}/`);
    expect(pageHeadOf((await page("/cities")).body).title).toBe("Cities | Cityguides");
  });
});

describe("pages of nothing answer 404 with the app's page", () => {
  it.each([
    "/city/atlantis",
    `/guide/paris/${randomUUID()}`,
    "/guide/paris/not-an-id",
    "/guide/paris",
    `/guide/paris/{guide}/category/desserts`,
    `/place/${randomUUID()}`,
    "/place/42",
    "/profile/nobody_by_that_name",
    "/no-such-page",
    "/city/paris/guides",
  ])("%s", async (url) => {
    const response = await page(url.replace("{guide}", guideId));
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    const head = pageHeadOf(response.body);
    expect(head.title).toBe("Page not found | Cityguides");
    expect(head.robots).toBe("noindex");
    expect(head.ogImage).toBeUndefined();
  });
});

describe("pages of one's own account", () => {
  it.each([
    "/saved",
    "/saved/paris",
    "/profile",
    "/profile/edit",
    "/admin",
    "/create-guide",
    "/notifications",
    "/signin",
    "/search?q=paris",
    // An invite link's token opens a guide to whoever holds it: nothing for a search engine (decision 057).
    "/invite/cgi_0123456789abcdef",
  ])("%s: a plain title, noindex, nothing to share", async (url) => {
    const response = await t.app.inject({ method: "GET", url, headers: { cookie: creator.cookie } });
    expect(response.statusCode).toBe(200);
    const head = pageHeadOf(response.body);
    expect(head.title).toMatch(/^[A-Z][a-z ]+ \| Cityguides$/);
    expect(head.robots).toBe("noindex");
    expect([head.canonical, head.ogTitle, head.ogImage, head.twitterCard]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("a guide's preview image", () => {
  it("is rendered afresh when the guide is renamed, and the old one goes", async () => {
    const before = pageHeadOf((await page(`/guide/paris/${guideId}`)).body).ogImage;
    const first = await image(before);
    const paris = await cityByValue(t.db, "paris");
    guideJson(
      await sendGuide(
        t,
        creator,
        { method: "PATCH", id: guideId },
        { name: "Pierre's Paris", cityId: paris.id },
      ),
    );
    // The rename reaches the kept page by a database notification, which may come after the PATCH's answer.
    const renamed = await visitUntil(t.app, `/guide/paris/${guideId}`, (answer) =>
      answer.body.includes("Pierre"),
    );
    const after = pageHeadOf(renamed.body).ogImage;
    expect(after).not.toBe(before);
    const second = await image(after);
    expect([second.width, second.height]).toEqual([1200, 630]);
    expect(second.bytes.equals(first.bytes)).toBe(false);
    const stored = (await t.storage.list()).filter((file) =>
      file.key.startsWith(`${storageKeys.previewFiles("guides", guideId)}/`),
    );
    expect(stored).toHaveLength(1);
  });

  it("is the stored one on later requests, and only briefly cached without the page's version", async () => {
    const url = pageHeadOf((await page(`/guide/paris/${guideId}`)).body).ogImage ?? "";
    const first = await image(url);
    const again = await image(url.replace(/\?v=.*$/, ""));
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.response.headers["cache-control"]).toBe("public, max-age=300");
  });

  it.each([
    `/media/previews/guides/${randomUUID()}.png`,
    "/media/previews/guides/not-an-id.png",
    "/media/previews/cities/atlantis.png",
    "/media/previews/profiles/nobody_by_that_name.png",
    "/media/previews/places/anything.png",
    "/media/previews/guides/{guide}.jpg",
  ])("answers 404 for %s", async (url) => {
    const response = await page(url.replace("{guide}", guideId));
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });
});
