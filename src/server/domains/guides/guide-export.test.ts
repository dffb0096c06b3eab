import { randomUUID } from "node:crypto";
import { gpx, kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import type { LightMyRequestResponse } from "fastify";
import type { Feature, FeatureCollection, Geometry, Point } from "geojson";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_KEYS, type CategoryKey } from "../../../shared/categories";
import { GUIDE_EXPORT_FORMATS, type GuideExportFormat, guideExportPath } from "../../../shared/guide-export";
import type { GuideDetail, GuidePlace, PlaceSummary } from "../../../shared/schemas";
import { places } from "../../infrastructure/db/schema";
import { setupTestApp } from "../../test/app";
import { cityByValue, createUser } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";
import { insertGuide } from "./mutations";

const BASE_URL = "https://guides.example.test";
const t = setupTestApp({ demoContent: false, env: { BASE_URL } });

const BELL = "\u0007";

type PlaceRow = { name: string; tag: string; address: string; lat: number | null; lng: number | null };

// Names a careless serialiser breaks: markup, quotes, separators, formula starters, other scripts, a control
// character XML cannot carry, and a place with no position at all.
const PICKED: Record<CategoryKey, PlaceRow[]> = {
  cafesBrunch: [
    { name: 'Zé\'s <Café> & "Bar"', tag: '=HYPERLINK("x")', address: "Rua A, 1", lat: -22.97, lng: -43.18 },
    { name: "Açaí, Pão & Cia", tag: "Brunch", address: "Rua B\n2º andar", lat: -22.98412, lng: -43.19876 },
  ],
  lunchDinner: [{ name: "+Plus Grill", tag: "-Steak", address: "Av. C 3", lat: -22.9, lng: -43.2 }],
  drinksNightlife: [{ name: "@Bar 東京", tag: "Cocktails", address: "Rua D 4", lat: null, lng: null }],
  placesToVisit: [
    {
      name: `Cristo${BELL} Redentor`,
      tag: "View",
      address: "Parque Nacional",
      lat: -22.95192,
      lng: -43.21049,
    },
    { name: "Escadaria Selarón", tag: "'Steps", address: "Rua E 5", lat: -22.91528, lng: -43.17917 },
  ],
};
const GUIDE_NAME = `Rio <&> "Été" à 東京, 'quoted' =1`;

let guide: GuideDetail;
let expected: Array<
  PlaceSummary & Pick<GuidePlace, "note" | "addedBy"> & { categoryLabel: string; link: string }
>;

beforeAll(async () => {
  const city = await cityByValue(t.db, "rioDeJaneiro");
  const createdBy = await createUser(t.db);
  const ids = Object.fromEntries(
    await Promise.all(
      CATEGORY_KEYS.map(async (category) => {
        const rows = PICKED[category].map((place) => ({ ...place, category, cityId: city.id, createdBy }));
        const inserted = await t.db.insert(places).values(rows).returning({ id: places.id });
        // Picked against insertion order, so an export in id or name order would show.
        return [category, inserted.map((row) => row.id).reverse()];
      }),
    ),
  ) as Record<CategoryKey, string[]>;
  const id = await insertGuide(t.db, { name: GUIDE_NAME, cityId: city.id, createdBy, places: ids });
  guide = okJson<GuideDetail>(await t.app.inject({ method: "GET", url: `/api/guides/${id}` }));
  expected = CATEGORY_KEYS.flatMap((key) =>
    guide.places[key].map((place) => ({
      ...place,
      categoryLabel: CATEGORIES[key].placeLabel,
      link: `${BASE_URL}/place/${place.id}`,
    })),
  );
});

const located = () => expected.filter((place) => place.lat !== null && place.lng !== null);
/** The place name as XML 1.0 can carry it: it has no way to write a bell, not even as a reference. */
const xmlName = (name: string) => name.replace(BELL, "\uFFFD");

async function download(format: GuideExportFormat, id = guide.id): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: "GET", url: guideExportPath(id, format) });
}

/**
 * Parses an export as a map application would, failing on xmldom's errors instead of repairing them. xmldom takes
 * a bare '&' and control characters without a word, so those are checked on the text first.
 */
function parseXml(text: string) {
  expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
  expect(text).not.toContain(BELL);
  const failOnError = (level: "warning" | "error" | "fatalError", message: string) => {
    // A warning is only a hint, e.g. that U+FFFD (what the export puts for the bell) may mean a wrong encoding.
    if (level !== "warning") throw new Error(`${level}: ${message}`);
  };
  return new DOMParser({ onError: failOnError }).parseFromString(text, "application/xml");
}

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; records end with CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      records.push([...record, field]);
      record = [];
      field = "";
      index += 1;
    } else field += char;
  }
  expect(field, "text after the last CRLF").toBe("");
  return records;
}

/** The features a map format holds, read back as a map application would. */
async function mapFeatures(format: "gpx" | "kml" | "geojson"): Promise<Feature<Geometry | null>[]> {
  const { body } = await download(format);
  if (format === "geojson") return (JSON.parse(body) as FeatureCollection).features;
  return (format === "gpx" ? gpx : kml)(parseXml(body)).features;
}

describe("GET /api/guides/:id/export.{format}", () => {
  it("GPX: a waypoint per located place, in the guide's order, with tag, address, category and link", async () => {
    const response = await download("gpx");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/gpx+xml; charset=utf-8");
    const features = gpx(parseXml(response.body)).features;
    expect(features.map((feature) => feature.properties)).toEqual(
      located().map((place) => ({
        name: xmlName(place.name),
        desc: `${place.tag}\n${place.address}`,
        type: place.categoryLabel,
        links: [{ href: place.link, text: xmlName(place.name) }],
      })),
    );
    expect(features.map((feature) => (feature.geometry as Point).coordinates)).toEqual(
      located().map((place) => [place.lng, place.lat]),
    );
  });

  it("KML: a placemark per located place, in a folder per category, with [lng, lat] points", async () => {
    const response = await download("kml");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.google-earth.kml+xml; charset=utf-8");
    const document = parseXml(response.body);
    const features = kml(document).features;
    expect(features.map((feature) => feature.properties)).toEqual(
      located().map((place) => ({
        name: xmlName(place.name),
        address: place.address,
        category: place.categoryLabel,
        tag: place.tag,
        link: place.link,
      })),
    );
    expect(features.map((feature) => (feature.geometry as Point).coordinates)).toEqual(
      located().map((place) => [place.lng, place.lat]),
    );
    const folders = Array.from(document.getElementsByTagName("Folder"), (folder) => ({
      name: folder.getElementsByTagName("name")[0]?.textContent,
      placemarks: folder.getElementsByTagName("Placemark").length,
    }));
    expect(folders).toEqual([
      { name: "Café & Brunch", placemarks: 2 },
      { name: "Lunch & Dinner", placemarks: 1 },
      { name: "Places to visit", placemarks: 2 },
    ]);
  });

  it("GeoJSON: a FeatureCollection of points at [lng, lat] with every field", async () => {
    const response = await download("geojson");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/geo+json; charset=utf-8");
    const collection = JSON.parse(response.body) as FeatureCollection<Point>;
    expect(collection.type).toBe("FeatureCollection");
    expect(collection.features).toEqual(
      located().map((place) => ({
        type: "Feature",
        geometry: { type: "Point", coordinates: [place.lng, place.lat] },
        properties: {
          name: place.name,
          category: place.categoryLabel,
          tag: place.tag,
          address: place.address,
          note: place.note ?? "",
          link: place.link,
          addedBy: place.addedBy?.username,
        },
      })),
    );
  });

  it("CSV: every place for Google My Maps, the one without a position with empty coordinates", async () => {
    const response = await download("csv");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      "Name",
      "Latitude",
      "Longitude",
      "Category",
      "Tag",
      "Address",
      "Link",
      "Note",
      "Added by",
    ]);
    // A cell a spreadsheet would run as a formula starts with an apostrophe; numbers keep their minus.
    const inert = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);
    expect(rows).toEqual(
      expected.map((place) => [
        inert(place.name),
        place.lat === null ? "" : String(place.lat),
        place.lng === null ? "" : String(place.lng),
        place.categoryLabel,
        inert(place.tag ?? ""),
        place.address,
        place.link,
        inert(place.note ?? ""),
        inert(place.addedBy?.username ?? ""),
      ]),
    );
    expect(rows.map((row) => row[0])).toContain("'@Bar 東京");
    // Who put each place in the guide (docs/decisions/057): its creator, here.
    expect(new Set(rows.map((row) => row[8]))).toEqual(new Set([`'${guide.creator.username}`]));
  });

  it("leaves the place without a position out of the map formats and puts nothing at 0,0", async () => {
    expect(expected.filter((place) => place.lat === null).map((place) => place.name)).toEqual(["@Bar 東京"]);
    for (const format of ["gpx", "kml", "geojson"] as const) {
      const features = await mapFeatures(format);
      expect(
        features.map((feature) => feature.properties?.name),
        format,
      ).not.toContain("@Bar 東京");
      expect(
        features.map((feature) => (feature.geometry as Point).coordinates),
        format,
      ).not.toContainEqual([0, 0]);
    }
  });

  it.each(GUIDE_EXPORT_FORMATS)(
    "names the %s download after the guide, in ASCII and in UTF-8",
    async (format) => {
      const response = await download(format);
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="rio-ete-a-quoted-1.${format}"; ` +
          `filename*=UTF-8''${encodeURIComponent(`rio-été-à-東京-quoted-1.${format}`)}`,
      );
    },
  );

  it.each(GUIDE_EXPORT_FORMATS)("answers 404 'Guide not found' for an unknown id (%s)", async (format) => {
    expectApiError(await download(format, randomUUID()), 404, "NOT_FOUND", "Guide not found");
  });

  it.each(["42", "not-a-uuid"])("answers 400 for the id %s", async (id) => {
    const response = await t.app.inject({ method: "GET", url: `/api/guides/${id}/export.gpx` });
    const error = expectApiError(response, 400, "VALIDATION_FAILED", "Invalid request");
    expect(Object.keys(error.details ?? {})).toEqual(["id"]);
  });

  it("is documented in the OpenAPI description with each file's media type", async () => {
    const spec = okJson<{
      paths: Record<string, { get: { responses: Record<string, { content: object }> } }>;
    }>(await t.app.inject({ method: "GET", url: "/api/docs/json" }));
    const mediaTypes = GUIDE_EXPORT_FORMATS.map((format) =>
      Object.keys(spec.paths[`/api/guides/{id}/export.${format}`]?.get.responses["200"]?.content ?? {}),
    );
    expect(mediaTypes).toEqual([
      ["application/gpx+xml"],
      ["application/vnd.google-earth.kml+xml"],
      ["application/geo+json"],
      ["text/csv"],
    ]);
  });
});
