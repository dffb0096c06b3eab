import { CATEGORIES, CATEGORY_KEYS } from "../../../shared/categories";
import { citySlug } from "../../../shared/cities";
import type { GuideExportFormat } from "../../../shared/guide-export";
import type { GuideDetail } from "../../../shared/schemas";
import { escapeMarkup } from "../../infrastructure/markup";

/** One place as every export format carries it. */
type ExportedPlace = {
  name: string;
  /** The place's category label ('Café & Brunch'). */
  category: string;
  tag: string;
  address: string;
  /** The creator's note on the place in this guide; empty when none. */
  note: string;
  /** WGS84 decimal degrees; null for a place without a location yet. */
  position: { lat: number; lng: number } | null;
  /** Absolute address of the place page. */
  link: string;
  /** '@username' of who put the place in the guide (docs/decisions/057); empty when that account is gone. */
  addedBy: string;
};

type GuideExport = { name: string; link: string; places: ExportedPlace[] };

/** The guide's places by category, then in the guide's own order, with absolute links to the app's pages. */
function exportedGuide(guide: GuideDetail, baseUrl: string): GuideExport {
  const page = (path: string) => new URL(path, baseUrl).href;
  return {
    name: guide.name,
    link: page(`/guide/${guide.citySlug}/${guide.id}`),
    places: CATEGORY_KEYS.flatMap((key) =>
      guide.places[key].map((place) => ({
        name: place.name,
        category: CATEGORIES[key].placeLabel,
        tag: place.tag ?? "",
        address: place.address ?? "",
        note: place.note ?? "",
        position: place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : null,
        link: page(`/place/${place.id}`),
        addedBy: place.addedBy?.username ?? "",
      })),
    ),
  };
}

/** Only places with a position: a map file must never show an unknown place at 0,0. */
const located = (places: ExportedPlace[]) =>
  places.flatMap((place) => (place.position ? [{ ...place, position: place.position }] : []));

/** Plain decimal degrees (never `1e-7`, which xsd:decimal refuses), to 7 places: about a centimetre. */
const degrees = (value: number) => value.toFixed(7).replace(/\.?0+$/, "");

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** GPX 1.1: one waypoint per located place; tag and address are the description's two lines, the note its comment. */
function toGpx(guide: GuideExport): string {
  const waypoints = located(guide.places).map((place) =>
    [
      `  <wpt lat="${degrees(place.position.lat)}" lon="${degrees(place.position.lng)}">`,
      `    <name>${escapeMarkup(place.name)}</name>`,
      ...(place.note ? [`    <cmt>${escapeMarkup(place.note)}</cmt>`] : []),
      `    <desc>${escapeMarkup([place.tag, place.address].filter(Boolean).join("\n"))}</desc>`,
      `    <link href="${escapeMarkup(place.link)}"><text>${escapeMarkup(place.name)}</text></link>`,
      `    <type>${escapeMarkup(place.category)}</type>`,
      "  </wpt>",
    ].join("\n"),
  );
  return [
    XML_DECLARATION,
    '<gpx version="1.1" creator="Cityguides" xmlns="http://www.topografix.com/GPX/1/1">',
    "  <metadata>",
    `    <name>${escapeMarkup(guide.name)}</name>`,
    `    <link href="${escapeMarkup(guide.link)}"><text>${escapeMarkup(guide.name)}</text></link>`,
    "  </metadata>",
    ...waypoints,
    "</gpx>",
    "",
  ].join("\n");
}

const kmlData = (name: string, value: string) =>
  `<Data name="${name}"><value>${escapeMarkup(value)}</value></Data>`;

/** KML 2.2: a folder per category (layers in Google Earth and My Maps), a placemark per located place, the note its description. */
function toKml(guide: GuideExport): string {
  const places = located(guide.places);
  const categories = [...new Set(places.map((place) => place.category))];
  const folders = categories.map((category) => {
    const placemarks = places
      .filter((place) => place.category === category)
      .map((place) =>
        [
          "      <Placemark>",
          `        <name>${escapeMarkup(place.name)}</name>`,
          `        <address>${escapeMarkup(place.address)}</address>`,
          ...(place.note ? [`        <description>${escapeMarkup(place.note)}</description>`] : []),
          `        <ExtendedData>${kmlData("category", place.category)}${kmlData("tag", place.tag)}${kmlData("link", place.link)}</ExtendedData>`,
          `        <Point><coordinates>${degrees(place.position.lng)},${degrees(place.position.lat)}</coordinates></Point>`,
          "      </Placemark>",
        ].join("\n"),
      );
    return [
      "    <Folder>",
      `      <name>${escapeMarkup(category)}</name>`,
      ...placemarks,
      "    </Folder>",
    ].join("\n");
  });
  return [
    XML_DECLARATION,
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    "  <Document>",
    `    <name>${escapeMarkup(guide.name)}</name>`,
    ...folders,
    "  </Document>",
    "</kml>",
    "",
  ].join("\n");
}

/** RFC 7946: positions are [longitude, latitude]. */
function toGeoJson(guide: GuideExport): string {
  const features = located(guide.places).map(({ position, ...properties }) => ({
    type: "Feature",
    geometry: { type: "Point", coordinates: [position.lng, position.lat] },
    properties,
  }));
  return `${JSON.stringify({ type: "FeatureCollection", features }, null, 2)}\n`;
}

/** Google My Maps takes the position from the columns named Latitude and Longitude. */
const CSV_COLUMNS = [
  "Name",
  "Latitude",
  "Longitude",
  "Category",
  "Tag",
  "Address",
  "Link",
  "Note",
  "Added by",
];

/**
 * RFC 4180 quoting; a text cell a spreadsheet would run as a formula (= + - @, or a leading tab or CR) starts with
 * an apostrophe instead. Coordinates are numbers, so a negative one keeps its minus.
 */
function csvText(text: string): string {
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** Every place, also those without a position (their coordinate cells stay empty). */
function toCsv(guide: GuideExport): string {
  const rows = guide.places.map((place) =>
    [
      csvText(place.name),
      place.position ? degrees(place.position.lat) : "",
      place.position ? degrees(place.position.lng) : "",
      csvText(place.category),
      csvText(place.tag),
      csvText(place.address),
      csvText(place.link),
      csvText(place.note),
      csvText(place.addedBy),
    ].join(","),
  );
  return [CSV_COLUMNS.join(","), ...rows].map((row) => `${row}\r\n`).join("");
}

const SERIALISERS: Record<GuideExportFormat, (guide: GuideExport) => string> = {
  gpx: toGpx,
  kml: toKml,
  geojson: toGeoJson,
  csv: toCsv,
};

/** A guide as the text of one export format; place and guide links are absolute, from `baseUrl`. */
export function serialiseGuide(guide: GuideDetail, format: GuideExportFormat, baseUrl: string): string {
  return SERIALISERS[format](exportedGuide(guide, baseUrl));
}

/**
 * The download's name from the guide's name: an ASCII slug for every client, and one that keeps the letters of
 * any script for clients that read RFC 6266's `filename*`. A name of no letters at all gives 'guide'.
 */
export function exportFileNames(guideName: string, format: GuideExportFormat) {
  const unicode = guideName
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
  return {
    ascii: `${citySlug(guideName) || "guide"}.${format}`,
    unicode: `${unicode || "guide"}.${format}`,
  };
}
