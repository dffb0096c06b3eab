import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../shared/imports";
import { InvalidInputError } from "../../infrastructure/errors";
import type { ReadFile } from "./file-rows";
import { readCsv } from "./read-csv";
import { readGeoJson } from "./read-geojson";
import { isZip, unpackKmz } from "./read-kmz";
import { parseXml, readGpx, readKml } from "./read-xml";
import { textOf } from "./text-of";

function readXml(text: string, format: "kml" | "kmz"): ReadFile {
  const document = parseXml(text);
  const root = document.documentElement?.localName;
  if (root === "gpx" && format === "kml") return readGpx(document);
  if (root === "kml") return readKml(document, format);
  throw new InvalidInputError(IMPORT_MESSAGES.unknownFormat);
}

function readText(text: string, kmz: boolean, fileName: string | null): ReadFile {
  if (text.startsWith("<")) return readXml(text, kmz ? "kmz" : "kml");
  if (kmz) throw new InvalidInputError(IMPORT_MESSAGES.kmzNoMap);
  if (text.startsWith("{")) return readGeoJson(text);
  return readCsv(text, fileName);
}

/**
 * A file to import, read by its content whatever its name says: a zip is a KMZ, XML is KML or GPX by its root
 * element, JSON is GeoJSON, and anything else is read as CSV. Refuses files past the row limit and files of no
 * places, naming what it could not read. Each reader stops at the first place past the limit. Runs on the import
 * thread (`read-in-thread.ts`), never on the server's.
 */
export function readImportFile(bytes: Uint8Array, fileName: string | null): ReadFile {
  const kmz = isZip(bytes);
  const text = textOf(kmz ? unpackKmz(bytes) : bytes).trimStart();
  const file = readText(text, kmz, fileName);
  if (file.rows.length > IMPORT_LIMITS.maxRows)
    throw new InvalidInputError(IMPORT_MESSAGES.tooManyRows(IMPORT_LIMITS.maxRows));
  if (file.rows.length === 0) throw new InvalidInputError(IMPORT_MESSAGES.empty);
  return file;
}
