import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../shared/imports";
import type { TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { busyImport } from "../../test/busy-import";
import { adminAndUser, adminAppOptions } from "../../test/catalogue";
import { type CityRow, cityByValue } from "../../test/fixtures";
import { type ImportFile, imported, importFixture, sendImport } from "../../test/imports";

// Files made to cost a reader as much as 5 MB can (security issue 62): each is refused with a message that says
// why, quickly, while another client is still answered, and the server's memory goes back to where it was
// (docs/decisions/047). The files are made here rather than kept: most are megabytes.
const t = setupTestApp({ env: { ...adminAppOptions.env, UPLOAD_RATE_LIMIT: "10000" } });

/** Generous for a file stopped at its first place past the limit, far short of what reading it whole took. */
const ANSWER_WITHIN_MS = 10_000;
/** What another client may wait meanwhile: the server's thread does not read the file. */
const OTHER_CLIENT_WITHIN_MS = 1_000;
const RSS_BACK_WITHIN_MB = 50;

let alice: TestAccount;
let paris: CityRow;

beforeAll(async () => {
  ({ user: alice } = await adminAndUser(t));
  paris = await cityByValue(t.db, "paris");
  // The first import loads what every import uses, which the memory before and after should not count.
  await imported(t, alice, { cityId: paris.id, mode: "preview" }, importFixture("takeout-saved-list.csv"));
});

const text = (name: string, content: string): ImportFile => ({
  name,
  data: new TextEncoder().encode(content),
});
const kmz = (name: string, kml: string): ImportFile => ({ name, data: zipSync({ "doc.kml": strToU8(kml) }) });

const hostileFiles: Array<[string, () => ImportFile, string]> = [
  [
    "a CSV of 1.2 million lines",
    () => text("lines.csv", `Name\r\n${"a\r\n".repeat(1_200_000)}`),
    IMPORT_MESSAGES.tooManyRows(IMPORT_LIMITS.maxRows),
  ],
  [
    "a 4.6 MB CSV whose last row opens a quote it never closes",
    () => text("quote-at-end.csv", `Name,Note\r\n${"a,b\r\n".repeat(920_000)}A,"never closed\r\n`),
    IMPORT_MESSAGES.tooManyRows(IMPORT_LIMITS.maxRows),
  ],
  [
    "a 4.6 MB CSV whose third line opens a quote it never closes",
    () => text("quote-open.csv", `Name,Note\r\nA,a\r\nB,"${"x,y\r\n".repeat(920_000)}`),
    IMPORT_MESSAGES.csvRecordTooLong(3, IMPORT_LIMITS.csvRecordMaxChars),
  ],
  [
    "a KMZ of folders nested a million deep",
    () =>
      kmz(
        "folders.kmz",
        `<kml><Document>${"<Folder>".repeat(1_000_000)}${"</Folder>".repeat(1_000_000)}</Document></kml>`,
      ),
    IMPORT_MESSAGES.xmlTooDeep,
  ],
  [
    "a KMZ of 330,000 placemarks",
    () =>
      kmz(
        "placemarks.kmz",
        `<kml><Document>${"<Placemark><name>P</name></Placemark>".repeat(330_000)}</Document></kml>`,
      ),
    IMPORT_MESSAGES.tooManyRows(IMPORT_LIMITS.maxRows),
  ],
];

describe("a hostile file, sent for a preview", () => {
  for (const [what, make, message] of hostileFiles) {
    it(`${what}: 400 "${message}" at once, another client answered meanwhile, memory back after`, {
      timeout: 90_000,
    }, async () => {
      const file = make();
      expect(file.data.length).toBeLessThanOrEqual(IMPORT_LIMITS.maxBytes);
      const figures = await busyImport(
        t,
        () => sendImport(t, alice, { cityId: paris.id, mode: "preview" }, file),
        "/api/cities",
      );
      const { response, ...measured } = figures;
      console.info(`${what} (${(file.data.length / 1024).toFixed(0)} kB): ${JSON.stringify(measured)}`);
      // Each figure is checked apart, so that a failure shows all that went wrong.
      expect.soft(response.statusCode, response.body).toBe(400);
      expect.soft(response.json().error.message).toBe(message);
      expect.soft(figures.wallMs).toBeLessThan(ANSWER_WITHIN_MS);
      expect.soft(figures.otherClientRequests).toBeGreaterThan(0);
      expect.soft(figures.otherClientMs).toBeLessThan(OTHER_CLIENT_WITHIN_MS);
      expect.soft(figures.rssAfterMb - figures.rssBeforeMb).toBeLessThan(RSS_BACK_WITHIN_MB);
    });
  }
});

describe("a file within every bound", () => {
  // Reading these takes seconds of CPU on purpose: on two busy cores, the default 15 s can pass.
  it("500 places in nested folders, a GPS track of 10,000 points: read in full", {
    timeout: 60_000,
  }, async () => {
    const folders = (depth: number, inside: string): string =>
      depth === 0 ? inside : `<Folder><name>Level ${depth}</name>${folders(depth - 1, inside)}</Folder>`;
    const placemarks = Array.from(
      { length: IMPORT_LIMITS.maxRows },
      (_, index) =>
        `<Placemark><name>Place ${index}</name><Point><coordinates>2.35,48.85</coordinates></Point></Placemark>`,
    ).join("");
    const track = `<Placemark><LineString><coordinates>${"2.35,48.85 ".repeat(10_000)}</coordinates></LineString></Placemark>`;
    const kml = await imported(
      t,
      alice,
      { cityId: paris.id, mode: "preview" },
      kmz("deep.kmz", `<kml><Document>${folders(20, placemarks + track)}</Document></kml>`),
    );
    expect(kml.rows).toHaveLength(IMPORT_LIMITS.maxRows);
    expect(kml.rows[0]?.folder).toBe("Level 1");
    expect(kml.ignoredTracks).toBe(1);

    const points = '<trkpt lat="48.85" lon="2.35"><ele>35</ele><time>2024-05-01T10:00:00Z</time></trkpt>';
    const gpx = await imported(
      t,
      alice,
      { cityId: paris.id, mode: "preview" },
      text(
        "track.gpx",
        `<gpx><wpt lat="48.85" lon="2.35"><name>Start</name></wpt><trk><trkseg>${points.repeat(10_000)}</trkseg></trk></gpx>`,
      ),
    );
    expect(gpx.rows.map((row) => row.name)).toEqual(["Start"]);
    expect(gpx.ignoredTracks).toBe(1);
  });
});
