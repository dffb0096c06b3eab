import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { placeImages, places } from "../db/schema";
import { signUp } from "../test/accounts";
import { setupTestApp } from "../test/app";
import { cityByValue, pickPlaces } from "../test/fixtures";
import { guideJson, pngCover, sendGuide } from "../test/guides";
import { webBuildWithRealTemplate } from "../test/web-build";

// Vite's manifest as the build writes it: the entry with the chunks it imports, and screens importing some of
// those and chunks of their own.
const MANIFEST = {
  "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_react-r1.js"] },
  "_react-r1.js": { file: "assets/react-r1.js" },
  "_card-c1.js": { file: "assets/card-c1.js", imports: ["_react-r1.js", "_icons-i1.js"] },
  "_icons-i1.js": { file: "assets/icons-i1.js" },
  "routes/guide-detail.tsx": {
    file: "assets/guide-detail-g1.js",
    imports: ["index.html", "_card-c1.js"],
    dynamicImports: ["_base-map-b1.js"],
  },
  "routes/place-detail.tsx": { file: "assets/place-detail-p1.js", imports: ["_react-r1.js"] },
  "routes/city-guides.tsx": { file: "assets/city-guides-c1.js", imports: ["_card-c1.js"] },
  "routes/home.tsx": { file: "assets/home-h1.js", imports: ["_card-c1.js"] },
  "_base-map-b1.js": { file: "assets/base-map-b1.js", css: ["assets/base-map-b1.css"] },
};

const t = setupTestApp({ env: { WEB_DIST_DIR: webBuildWithRealTemplate(MANIFEST) } });

let guidePath: string;
let coverKey: string;
let placeId: string;
let placeImageKey: string;
beforeAll(async () => {
  const creator = await signUp(t.app, { username: "early_bird" });
  const paris = await cityByValue(t.db, "paris");
  const body = { name: "Early Paris", cityId: paris.id, places: await pickPlaces(t.db, paris.id) };
  const guide = guideJson(await sendGuide(t, creator, { method: "POST" }, body, await pngCover()), 201);
  guidePath = `/guide/${guide.location}/${guide.id}`;
  coverKey = guide.coverImage ?? "";
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

async function earlyLoadsOf(url: string) {
  const response = await t.app.inject({ method: "GET", url });
  const links = (rel: string) =>
    [...response.body.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, "g"))].map((match) => match[0]);
  return {
    status: response.statusCode,
    scripts: links("modulepreload").map((tag) => /href="([^"]+)"/.exec(tag)?.[1]),
    reads: links("preload").filter((tag) => tag.includes('as="fetch"')),
    images: links("preload").filter((tag) => tag.includes('as="image"')),
    head: response.body.slice(0, response.body.indexOf("</head>")),
  };
}

describe("a page names what its screen loads first", () => {
  it("a guide: the screen's own chunks, however deep, not the entry's nor the lazy map's, its read and its cover", async () => {
    const page = await earlyLoadsOf(guidePath);
    expect(page.status).toBe(200);
    expect(page.reads).toEqual([
      `<link rel="preload" as="fetch" crossorigin href="/api/guides/${guidePath.split("/")[3]}" />`,
    ]);
    expect(page.scripts).toEqual(["/assets/guide-detail-g1.js", "/assets/card-c1.js", "/assets/icons-i1.js"]);
    expect(page.images).toEqual([
      `<link rel="preload" as="image" href="/media/cover/${coverKey}" fetchpriority="high" />`,
    ]);
    expect(page.head).toContain('<link rel="modulepreload" crossorigin href="/assets/guide-detail-g1.js" />');
  });

  it("a place: its chunk, its read and its first picture as the carousel shows it", async () => {
    const page = await earlyLoadsOf(`/place/${placeId}`);
    expect(page.status).toBe(200);
    expect(page.reads).toEqual([
      `<link rel="preload" as="fetch" crossorigin href="/api/places/${placeId}" />`,
    ]);
    expect(page.scripts).toEqual(["/assets/place-detail-p1.js"]);
    expect(page.images).toEqual([
      `<link rel="preload" as="image" href="/media/carousel/${placeImageKey}" fetchpriority="high" />`,
    ]);
  });

  it("a city: its chunks", async () => {
    const page = await earlyLoadsOf("/city/paris");
    expect(page.reads).toEqual([]);
    expect(page.scripts).toEqual(["/assets/city-guides-c1.js", "/assets/card-c1.js", "/assets/icons-i1.js"]);
  });

  it("Home names nothing more than its entry (its first JavaScript has a budget), nor does a page of nothing", async () => {
    for (const url of ["/", "/city/atlantis", "/guide/paris/00000000-0000-4000-8000-000000000000"]) {
      const page = await earlyLoadsOf(url);
      expect(page.scripts, url).toEqual([]);
      expect(page.reads, url).toEqual([]);
      expect(page.images, url).toEqual([]);
    }
  });
});
