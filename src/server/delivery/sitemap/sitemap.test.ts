import { beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, createGuide, createUser, pickPlaces } from "../../test/fixtures";
import { guideJson, sendGuide } from "../../test/guides";
import { webBuildWithRealTemplate } from "../../test/web-build";
import { sitemapFile, sitemapIndex } from "./service";

const BASE = "https://guides.example";
const t = setupTestApp({ env: { BASE_URL: BASE, WEB_DIST_DIR: webBuildWithRealTemplate() } });

const get = (url: string) => t.app.inject({ method: "GET", url });
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");

/** Every page URL the sitemap lists, read as a crawler would: the index, then each file it names. */
async function crawl(): Promise<string[]> {
  const index = await get("/sitemap.xml");
  expect(index.statusCode).toBe(200);
  expect(index.headers["content-type"]).toBe("application/xml; charset=utf-8");
  expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
  const pages: string[] = [];
  for (const file of locsOf(index.body)) {
    expect(file.startsWith(`${BASE}/sitemaps/`), file).toBe(true);
    const response = await get(file.slice(BASE.length));
    expect(response.statusCode, file).toBe(200);
    expect(response.body).toContain("<urlset ");
    pages.push(...locsOf(response.body));
  }
  return pages;
}

let guideId: string;
let creatorName: string;
beforeAll(async () => {
  creatorName = `mapper_${Date.now().toString(36)}`;
  const creator = await signUp(t.app, { username: creatorName });
  guideId = await createGuide(t.db, { createdBy: creator.id, city: await cityByValue(t.db, "prague") });
});

describe("/sitemap.xml", () => {
  it("lists a new guide, its creator's profile, the cities, places and home, each once", async () => {
    const pages = await crawl();
    expect(pages).toContain(`${BASE}/guide/prague/${guideId}`);
    expect(pages).toContain(`${BASE}/profile/${creatorName}`);
    expect(pages).toContain(`${BASE}/city/rio-de-janeiro`);
    expect(pages).toContain(`${BASE}/`);
    expect(pages.some((page) => page.startsWith(`${BASE}/place/`))).toBe(true);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it("gives a guide its last change as <lastmod>", async () => {
    const xml = (await get("/sitemaps/guides-1.xml")).body;
    const entry = new RegExp(`<loc>${BASE}/guide/prague/${guideId}</loc><lastmod>([^<]+)</lastmod>`).exec(
      xml,
    );
    expect(Number.isNaN(Date.parse(entry?.[1] ?? ""))).toBe(false);
  });

  it("leaves out profiles with no guide, and every private page", async () => {
    await createUser(t.db, { username: "nothing_shared_yet" });
    const pages = await crawl();
    expect(pages.filter((page) => page.includes("nothing_shared_yet"))).toEqual([]);
    expect(pages.filter((page) => /\/(saved|admin|edit|create-guide|signin)/.test(page))).toEqual([]);
  });

  it("lists a guide once it is published, never as a draft, nor gives the draft a page of its own", async () => {
    const author = await signUp(t.app);
    const prague = await cityByValue(t.db, "prague");
    const body = { name: "Prague, not yet", cityId: prague.id, places: await pickPlaces(t.db, prague.id) };
    const draft = guideJson(
      await sendGuide(t, author, { method: "POST" }, { ...body, status: "draft" }),
      201,
    );
    const page = `${BASE}/guide/prague/${draft.id}`;
    expect(await crawl()).not.toContain(page);
    const draftPage = await get(`/guide/prague/${draft.id}`);
    expect(draftPage.statusCode).toBe(404);
    // The app's own not-found page, not the API's error.
    expect(draftPage.headers["content-type"]).toMatch(/^text\/html/);

    const put = { method: "PUT", id: draft.id } as const;
    guideJson(await sendGuide(t, author, put, { ...body, status: "published" }));
    expect(await crawl()).toContain(page);
    expect((await get(`/guide/prague/${draft.id}`)).statusCode).toBe(200);
  });

  it("is built once and kept until a page it lists changes", async () => {
    const author = await signUp(t.app);
    const prague = await cityByValue(t.db, "prague");
    const body = { name: "Prague kept", cityId: prague.id, places: await pickPlaces(t.db, prague.id) };
    const guide = guideJson(await sendGuide(t, author, { method: "POST" }, body), 201);
    const entriesRead = () =>
      t.queries.statements.filter((statement) => statement.includes('from "guides" inner join "cities"'));
    const first = (await get("/sitemaps/guides-1.xml")).body;
    t.queries.reset();
    expect((await get("/sitemaps/guides-1.xml")).body).toBe(first);
    expect(entriesRead(), "the second request read the entries again").toEqual([]);

    guideJson(
      await sendGuide(
        t,
        author,
        { method: "PATCH", id: guide.id },
        { name: "Prague changed", cityId: prague.id },
      ),
    );
    t.queries.reset();
    const changed = (await get("/sitemaps/guides-1.xml")).body;
    expect(entriesRead()).toHaveLength(1);
    const lastmod = (xml: string) =>
      new RegExp(`/guide/prague/${guide.id}</loc><lastmod>([^<]+)<`).exec(xml)?.[1] ?? "";
    expect(Date.parse(lastmod(changed))).toBeGreaterThan(Date.parse(lastmod(first)));
  });

  it("splits a kind over numbered files when it outgrows one", async () => {
    const index = await sitemapIndex(t.db, BASE, 2);
    const guideFiles = locsOf(index).filter((url) => url.includes("/sitemaps/guides-"));
    expect(guideFiles.length).toBeGreaterThan(1);
    const listed: string[] = [];
    for (const url of guideFiles) {
      const entries = locsOf(await sitemapFile(t.db, BASE, url.split("/").at(-1) ?? "", 2));
      expect(entries.length).toBeLessThanOrEqual(2);
      listed.push(...entries);
    }
    expect(listed).toEqual(locsOf(await sitemapFile(t.db, BASE, "guides-1.xml")));
  });

  it.each([
    "/sitemaps/guides-99.xml",
    "/sitemaps/drafts-1.xml",
    "/sitemaps/guides-0.xml",
    "/sitemaps/guides.xml",
  ])("answers 404 for %s", async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });
});

describe("/robots.txt", () => {
  it("points at the sitemap and keeps crawlers off private pages", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const path of ["/saved", "/admin", "/profile/edit", "/create-guide", "/edit-guide/", "/api/"])
      expect(response.body).toContain(`Disallow: ${path}\n`);
  });
});
