import { beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../shared/imports";
import type { ImportResult, ImportRow } from "../../../shared/schemas";
import type { TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions } from "../../test/catalogue";
import { type CityRow, cityByValue } from "../../test/fixtures";
import { imported, importFixture, sendImport } from "../../test/imports";
import { tableChecksums } from "../../test/table-checksums";

// Each format as the services that make it write it, read into a preview that writes nothing (docs/decisions/040).
const t = setupTestApp({ env: { ...adminAppOptions.env, UPLOAD_RATE_LIMIT: "10000" } });

let alice: TestAccount;
let paris: CityRow;

beforeAll(async () => {
  ({ user: alice } = await adminAndUser(t));
  paris = await cityByValue(t.db, "paris");
});

/** A row's outcome in short: what it became, as which place or why not. */
const outcome = (row: ImportRow) =>
  [row.row, row.name, row.outcome, row.place?.name ?? row.reason ?? null, row.category] as const;

async function preview(fixture: string, request: object = {}): Promise<ImportResult> {
  const before = await tableChecksums(t.db);
  const result = await imported(
    t,
    alice,
    { cityId: paris.id, mode: "preview", ...request },
    importFixture(fixture),
  );
  expect(await tableChecksums(t.db)).toEqual(before);
  return result;
}

describe("a preview", () => {
  it("reads a Google Takeout saved list: description line, multi-line notes, names matched, links' coordinates", async () => {
    const result = await preview("takeout-saved-list.csv");
    expect(result.format).toBe("takeout-csv");
    expect(result.name).toBe("takeout-saved-list");
    expect(result.description).toBe("Paris with friends");
    expect(result.rows.map(outcome)).toEqual([
      [1, "Café de Flore", "matched", "Café de Flore", "cafesBrunch"],
      [2, "Musee du Louvre", "matched", "Musée du Louvre", "placesToVisit"],
      [3, "Chez Janou", "new", null, null],
      [4, "Du Pain et des Idées", "new", null, null],
      [5, "Café de Flore", "skipped", IMPORT_MESSAGES.sameAsRow(1), null],
    ]);
    expect(result.rows[0]?.note).toBe("Terrace seat at 8, before the crowds.\nOrder the hot chocolate.");
    expect(result.rows[1]?.note).toBe("Enter by the Carrousel: shorter queue");
    expect(result.rows[2]).toMatchObject({
      note: "Provençal bistro; the chocolate mousse comes in a bowl & you serve yourself",
      lat: 48.85923,
      lng: 2.36641,
    });
    expect(result.rows[3]).toMatchObject({ lat: null, lng: null });
    expect(result.counts).toEqual({ matched: 2, new: 2, skipped: 1 });
  });

  it("reads a My Maps KMZ: two folders, HTML descriptions as text, a placemark with only an address", async () => {
    const result = await preview("my-maps.kmz", { folderCategories: { "Eat & drink": "drinksNightlife" } });
    expect(result).toMatchObject({ format: "kmz", name: "Paris for Sam", folders: ["Eat & drink", "See"] });
    expect(result.description).toBe("Places I keep sending friends to");
    expect(result.rows.map(outcome)).toEqual([
      [1, "Bar Hemingway", "matched", "Bar Hemingway", "drinksNightlife"],
      [2, "Le Baratin", "new", null, "drinksNightlife"],
      [3, "Sainte Chapelle", "matched", "Sainte-Chapelle", "placesToVisit"],
      [4, "Musée Rodin", "new", null, null],
    ]);
    expect(result.rows[0]?.note).toBe("Ask for Colin\nCash only & tiny: arrive at 18:00");
    expect(result.rows[3]).toMatchObject({
      address: "77 Rue de Varenne, 75007 Paris, France",
      lat: null,
      folder: "See",
      note: "The garden alone is worth it",
    });
  });

  it("reads GPX waypoints and counts the track and the route it leaves out", async () => {
    const result = await preview("waypoints-and-track.gpx", { defaultCategory: "placesToVisit" });
    expect(result).toMatchObject({ format: "gpx", name: "Paris day out", ignoredTracks: 2 });
    expect(result.rows.map(outcome)).toEqual([
      [1, "Bouillon Chartier", "matched", "Bouillon Chartier", "lunchDinner"],
      [2, "Le Procope", "matched", "Le Procope", "lunchDinner"],
      [3, "Passage du Grand-Cerf", "new", null, "placesToVisit"],
    ]);
    expect(result.rows.map((row) => row.note)).toEqual([
      "Queue moves fast; cash or card",
      "Oldest café in Paris",
      "Covered arcade, glass roof",
    ]);
    expect(result.rows[0]?.link).toBe("https://www.openstreetmap.org/node/1");
  });

  it("reads a geojson.io FeatureCollection: points only, and a place far from the city is skipped", async () => {
    const result = await preview("geojson-io.geojson");
    expect(result).toMatchObject({ format: "geojson", ignoredTracks: 1 });
    expect(result.rows.map(outcome)).toEqual([
      [1, "Eiffel Tower", "matched", "Eiffel Tower", "placesToVisit"],
      [2, "Canal Saint-Martin", "new", null, null],
      [3, "Mont Saint-Michel", "skipped", IMPORT_MESSAGES.outsideCity(284, "Paris"), null],
    ]);
    expect(result.rows[0]?.note).toBe("Go at dusk for the sparkle on the hour");
  });

  it("reads UTF-16 with its byte-order mark", async () => {
    const result = await preview("utf16le-takeout.csv");
    expect(result.rows.map(outcome)).toEqual([
      [1, "Café de Flore", "matched", "Café de Flore", "cafesBrunch"],
    ]);
    expect(result.rows[0]?.note).toBe("Très bien");
  });

  it("cuts a note past the note limit and says so", async () => {
    const long = "A".repeat(700);
    const file = {
      name: "long.csv",
      data: new TextEncoder().encode(`Name,Note\r\nCafé de Flore,${long}\r\n`),
    };
    const result = await imported(t, alice, { cityId: paris.id }, file);
    expect(result.rows[0]?.noteCut).toBe(true);
    expect(result.rows[0]?.note).toHaveLength(500);
  });
});

describe("a file that cannot be imported", () => {
  const refusals: Array<[string, number, string]> = [
    ["hostile-zip-bomb.kmz", 400, IMPORT_MESSAGES.kmzTooLarge],
    ["hostile-entities.kml", 400, IMPORT_MESSAGES.xmlDeclarations],
    ["hostile-path-traversal.kmz", 400, IMPORT_MESSAGES.kmzNoMap],
    ["hostile-latin1.csv", 400, IMPORT_MESSAGES.notText],
    ["hostile-501-rows.csv", 400, IMPORT_MESSAGES.tooManyRows(IMPORT_LIMITS.maxRows)],
  ];
  for (const [fixture, status, message] of refusals) {
    it(`${fixture}: ${status}, "${message}", nothing written`, async () => {
      const before = await tableChecksums(t.db);
      const response = await sendImport(
        t,
        alice,
        { cityId: paris.id, mode: "draft" },
        importFixture(fixture),
      );
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.message).toBe(message);
      expect(await tableChecksums(t.db)).toEqual(before);
    });
  }

  it("a file past 5 MB: 413 before it is read", async () => {
    const data = new TextEncoder().encode(`Name\r\n${"Café de Flore\r\n".repeat(400_000)}`);
    expect(data.length).toBeGreaterThan(IMPORT_LIMITS.maxBytes);
    const response = await sendImport(
      t,
      alice,
      { cityId: paris.id, mode: "draft" },
      { name: "big.csv", data },
    );
    expect(response.statusCode).toBe(413);
  });

  it("broken files name the line or element where reading stopped", async () => {
    const csv = {
      name: "broken.csv",
      data: new TextEncoder().encode('Name,Note\r\nA,"never closed\r\nB,b\r\n'),
    };
    const xml = {
      name: "broken.kml",
      data: new TextEncoder().encode("<kml>\n<Document>\n<Placemark></kml>"),
    };
    const csvAnswer = await sendImport(t, alice, { cityId: paris.id }, csv);
    expect(csvAnswer.json().error.message).toMatch(/^Line \d+ of the file cannot be read: Quote Not Closed/);
    const xmlAnswer = await sendImport(t, alice, { cityId: paris.id }, xml);
    expect(xmlAnswer.json().error.message).toMatch(/^The file's XML cannot be read \(line 3: /);
    const unknown = { name: "a.kml", data: new TextEncoder().encode("<svg></svg>") };
    expect((await sendImport(t, alice, { cityId: paris.id }, unknown)).json().error.message).toBe(
      IMPORT_MESSAGES.unknownFormat,
    );
  });

  it("a visitor gets 401; a missing file or city, 400", async () => {
    expect(
      (await sendImport(t, undefined, { cityId: paris.id }, importFixture("geojson-io.geojson"))).statusCode,
    ).toBe(401);
    const noFile = await sendImport(t, alice, { cityId: paris.id });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(IMPORT_MESSAGES.fileMissing);
    const noCity = await sendImport(t, alice, { mode: "preview" }, importFixture("geojson-io.geojson"));
    expect(noCity.statusCode).toBe(400);
  });
});
