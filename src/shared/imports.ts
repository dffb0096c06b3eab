import { CATEGORIES, type CategoryKey } from "./categories";
import { GUIDE_PLACE_NOTE_MAX_LENGTH } from "./limits";

/**
 * Importing the lists people already have into a guide (docs/product.md §5 Import, docs/decisions/040): the
 * limits a file is held to and the texts the preview shows, shared by the web app, the server and the tests.
 */
export const IMPORT_LIMITS = {
  /** The file as sent. */
  maxBytes: 5 * 1024 * 1024,
  /** Places a file may list (routes and tracks are not places and are not counted). */
  maxRows: 500,
  /** What a KMZ's map file may unpack to. */
  kmzUnpackedMaxBytes: 20 * 1024 * 1024,
  /** How deep XML elements may nest: My Maps writes kml > Document > Folder > Placemark > ExtendedData > Data. */
  xmlMaxDepth: 64,
  /**
   * XML elements a file may hold, tracks' points included: each costs some 1.5 kB and 20 µs read into a document
   * and as much again converted, 2-3 s for this many; a GPS track of nine hours at a point a second is 100,000.
   */
  xmlMaxElements: 100_000,
  /** A CSV record (a row with its quoted fields): far past a place's fields, short of a file whose quote never closes. */
  csvRecordMaxChars: 64 * 1024,
  /** Records before a CSV's header row: Takeout writes a description line and a blank one first. */
  csvRowsBeforeHeader: 20,
  /** New places imports may add in any 24 hours, apart from the 20 a day made by hand. */
  newPlacesPerDay: 200,
  /** A row and a catalogue place are the same when their names are alike and they lie this close, in metres. */
  matchRadiusMetres: 150,
  /**
   * Without a location to compare, names must be closer (pg_trgm, 0 to 1) than the 0.4 that suffices next to a
   * location: "Musée Rodin" is 0.5 from "Musée d'Orsay", "Louvre" 1.0 from "Musée du Louvre".
   */
  nameOnlySimilarity: 0.6,
} as const;

export const IMPORT_FORMATS = ["takeout-csv", "csv", "kml", "kmz", "gpx", "geojson"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const MB = (bytes: number) => Math.round(bytes / 1024 / 1024);
const categoryTitle = (key: CategoryKey) => CATEGORIES[key].title;

export const IMPORT_MESSAGES = {
  importPlaces: "Import places",
  startFromFile: "Start from a file",
  dialogTitle: "Import places from a file",
  dialogIntro:
    "A Google Takeout saved list (CSV), a Google My Maps or Google Earth map (KML or KMZ), GPX waypoints, GeoJSON, or a file exported from Cityguides.",
  city: "City",
  chooseCity: "Choose a city",
  cityFirst: "Choose a city first",
  chooseFile: "File to import",
  limits: (megabytes: number, rows: number) => `At most ${megabytes} MB and ${rows} places.`,
  readFailed: "The file could not be read. Try again.",
  fileMissing: "Choose a file to import",
  reading: "Reading the file...",
  importing: "Importing...",
  confirmDraft: "Create draft guide",
  confirmPlaces: "Add to guide",
  draftCreated: "Draft guide created from your file",
  placesAdded: (count: number) => `${count} ${count === 1 ? "place" : "places"} added from your file`,
  placesLeftOut: (count: number) =>
    `${count} ${count === 1 ? "place was" : "places were"} not added: already in the guide, or the category is full`,
  counts: (matched: number, added: number, skipped: number) =>
    `${matched} matched · ${added} new · ${skipped} skipped`,
  ignored: (tracks: number) =>
    `${tracks} ${tracks === 1 ? "route or track" : "routes and tracks"} skipped: only places are imported`,
  columnRow: "Row",
  columnPlace: "Place",
  columnOutcome: "Becomes",
  columnCategory: "Category",
  matched: "Matched",
  newPlace: "New place",
  skipped: "Skipped",
  skip: "Skip",
  include: "Include",
  defaultCategory: "Category for places the file does not sort",
  folderCategory: (folder: string) => `Category for the folder “${folder}”`,
  rowCategory: (name: string) => `Category of ${name}`,
  rowLocation: (name: string) => `Location of ${name}`,
  locationHint: "A Google Maps, Apple Maps or OpenStreetMap link, or coordinates such as 48.8553, 2.3159",
  locationPlaceholder: "Map link or coordinates",
  matches: (name: string) => `Matches ${name}`,
  changeMatch: "Change",
  matchFor: (name: string) => `Catalogue place for ${name}`,
  locatedAt: (lat: number, lng: number) => `Location: ${lat.toFixed(5)}, ${lng.toFixed(5)}`,
  chooseCategory: "Choose a category",
  pickOnMap: "Pick on the map",
  mapWhat: (name: string) => `location of ${name}`,
  needsLocation: "Needs a location: paste a link or coordinates, or skip it",
  needsCategory: "Needs a category",
  noteCut: `The note was longer than ${GUIDE_PLACE_NOTE_MAX_LENGTH} characters and was cut`,
  // Refusals: each names what could not be read.
  tooManyRows: (max: number) => `This file has more than ${max} places: import at most ${max} at once`,
  empty: "The file lists no places",
  unknownFormat: "This file is not one Cityguides can import: use a CSV, KML, KMZ, GPX or GeoJSON file",
  notText: "The file is not text in UTF-8 or UTF-16",
  xmlDeclarations: "The file declares a DOCTYPE or entities, which imports do not accept",
  xmlBroken: (where: string) => `The file's XML cannot be read (${where})`,
  csvBroken: (line: number, reason: string) => `Line ${line} of the file cannot be read: ${reason}`,
  csvNoHeader: "The CSV file has no header row with a name or title column",
  jsonBroken: (reason: string) => `The GeoJSON cannot be read: ${reason}`,
  kmzBroken: "The KMZ file cannot be unpacked",
  kmzNoMap: "The KMZ file holds no doc.kml",
  kmzTooLarge: `The KMZ file unpacks to more than ${MB(20 * 1024 * 1024)} MB`,
  xmlTooDeep: "This file nests folders too deeply to read",
  xmlTooManyElements: (max: number) =>
    `This file holds more than ${max.toLocaleString("en")} XML elements, more than an import reads`,
  csvRecordTooLong: (line: number, chars: number) =>
    `Line ${line} of the file starts a row longer than ${chars / 1024} kB: is a quote left open?`,
  readTooSlow: "This file took too long to read",
  readTooLarge: "This file needs more memory to read than an import may use",
  unreadable: "This file could not be read",
  readBusy: "Other files are being imported: try again in a minute",
  // Row outcomes.
  outsideCity: (km: number, city: string) => `Outside ${city} (${km} km away)`,
  sameAsRow: (row: number) => `The same place as row ${row}`,
  noName: "It has no name",
  categoryFull: (key: CategoryKey, max: number) =>
    `${categoryTitle(key)} already holds ${max} places, the most a guide can`,
  skippedByYou: "Skipped by you",
  // Confirmation refusals, naming the row.
  rowNeedsLocation: (row: number) => `Row ${row} is a new place without a location: set one or skip it`,
  rowNeedsCategory: (row: number) => `Row ${row} is a new place without a category: choose one or skip it`,
  rowPlaceUnknown: (row: number) => `Row ${row} names a place that is not in this city's catalogue`,
  dailyLimit: (max: number) => `Imports may add ${max} new places a day; try again tomorrow or skip some`,
  // The place picker's pasted link.
  pastedLinkFound: "Found from the link you pasted",
  pastedLinkNoneNear: `No place of this category is listed within ${IMPORT_LIMITS.matchRadiusMetres} m of the link`,
  addFromLink: "Add it as a new place",
} as const;
