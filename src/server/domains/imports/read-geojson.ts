import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../shared/imports";
import { InvalidInputError } from "../../infrastructure/errors";
import { emptyRow, type FileRow, type ReadFile } from "./file-rows";
import { categoryNamed, coordinate, textField } from "./row-fields";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The first of the properties a file may name a field by. */
const first = (properties: Json, names: string[]) =>
  names.map((name) => textField(properties[name])).find((value) => value !== null) ?? null;

/**
 * GeoJSON point features (a FeatureCollection, or one Feature), as geojson.io, uMap and Cityguides write them;
 * lines and shapes are counted and left out.
 */
export function readGeoJson(text: string): ReadFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new InvalidInputError(IMPORT_MESSAGES.jsonBroken((error as Error).message));
  }
  const features =
    isObject(parsed) && parsed.type === "Feature" ? [parsed] : isObject(parsed) ? parsed.features : undefined;
  if (!Array.isArray(features)) throw new InvalidInputError(IMPORT_MESSAGES.jsonBroken("it has no features"));
  const rows: FileRow[] = [];
  let ignoredTracks = 0;
  for (const [index, feature] of features.entries()) {
    const geometry = isObject(feature) && isObject(feature.geometry) ? feature.geometry : null;
    if (geometry && geometry.type !== "Point") {
      ignoredTracks++;
      continue;
    }
    if (rows.length === IMPORT_LIMITS.maxRows)
      throw new InvalidInputError(IMPORT_MESSAGES.tooManyRows(IMPORT_LIMITS.maxRows));
    const properties = isObject(feature) && isObject(feature.properties) ? feature.properties : {};
    const [lng, lat] = Array.isArray(geometry?.coordinates) ? geometry.coordinates : [];
    rows.push({
      ...emptyRow(`feature ${index + 1}`),
      name: first(properties, ["name", "title", "Name", "Title"]) ?? "",
      note: first(properties, ["note", "description", "desc", "notes", "comment"]) ?? "",
      lat: coordinate(lat, "lat"),
      lng: coordinate(lng, "lng"),
      address: first(properties, ["address"]),
      link: first(properties, ["link", "url", "website"]),
      category: categoryNamed(first(properties, ["category"])),
      tag: first(properties, ["tag"]),
    });
  }
  return {
    format: "geojson",
    name: isObject(parsed) ? textField(parsed.name) : null,
    description: "",
    rows,
    folders: [],
    ignoredTracks,
  };
}
