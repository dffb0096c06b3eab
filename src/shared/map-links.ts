import { type Coordinates, LATITUDE_RANGE, LONGITUDE_RANGE, roundCoordinates } from "./geo";
import { CATALOGUE_MESSAGES } from "./messages";

export type MapLinkReading = { ok: true; coordinates: Coordinates } | { ok: false; message: string };

/** A pair as text: "41.4036,2.1744", "41.4036, 2.1744", "41.4036 2.1744" or "loc:41.4036,2.1744". */
const DECIMAL_PAIR =
  /^(?:loc:)?\s*\(?\s*([-+]?\d{1,3}(?:\.\d+)?)\s*(?:,\s*|\s+)([-+]?\d{1,3}(?:\.\d+)?)\s*\)?$/;
/** Google's copied pin: 41°24'13.1"N 2°10'27.9"E (minutes and seconds optional, straight or typographic marks). */
const DMS_PAIR =
  /^(\d{1,2})°\s*(?:(\d{1,2})['′]\s*)?(?:(\d{1,2}(?:\.\d+)?)["″]\s*)?([NS])[\s,]+(\d{1,3})°\s*(?:(\d{1,2})['′]\s*)?(?:(\d{1,2}(?:\.\d+)?)["″]\s*)?([EW])$/i;
/** The pin of a Google place link's data parameter ("!3d41.4036299!4d2.1743558"); the last pair is the place. */
const GOOGLE_PIN = /!3d([-+]?\d{1,3}(?:\.\d+)?)!4d([-+]?\d{1,3}(?:\.\d+)?)/g;
/** The viewport centre of a Google link ("/@41.4036,2.1744,17z"). */
const GOOGLE_VIEWPORT = /@([-+]?\d{1,3}(?:\.\d+)?),([-+]?\d{1,3}(?:\.\d+)?)/;
/** OpenStreetMap's "#map=17/41.4036/2.1744". */
const OSM_HASH = /map=\d+(?:\.\d+)?\/([-+]?\d{1,3}(?:\.\d+)?)\/([-+]?\d{1,3}(?:\.\d+)?)/;
/** Parameters that hold a "lat,lng" pair, the pin before the view: Apple, Google and Waze spell them alike. */
const PAIR_PARAMETERS = ["coordinate", "q", "query", "ll", "daddr", "destination", "sll"];
/** Short links only redirect to the real one, which the app does not fetch. */
const isShortLink = (url: URL) =>
  ["maps.app.goo.gl", "goo.gl", "g.co"].includes(url.hostname) ||
  (/(^|\.)(osm|openstreetmap)\.org$/.test(url.hostname) && url.pathname.startsWith("/go/"));

type Candidate = [lat: string | number, lng: string | number];

const pair = (match: RegExpMatchArray | null | undefined): Candidate | undefined =>
  match?.[1] !== undefined && match[2] !== undefined ? [match[1], match[2]] : undefined;

function fromDms(match: RegExpMatchArray): Candidate {
  const degrees = (d?: string, m?: string, s?: string, hemisphere?: string) => {
    const value = Number(d) + Number(m ?? 0) / 60 + Number(s ?? 0) / 3600;
    return /[SW]/i.test(hemisphere ?? "") ? -value : value;
  };
  return [degrees(match[1], match[2], match[3], match[4]), degrees(match[5], match[6], match[7], match[8])];
}

function fromText(text: string): Candidate | undefined {
  const cleaned = text.replace(/\+/g, " ").trim();
  const dms = cleaned.match(DMS_PAIR);
  return dms ? fromDms(dms) : pair(cleaned.match(DECIMAL_PAIR));
}

/** A link as pasted, with or without its scheme ("www.google.com/maps/@41.4,2.17,17z"). */
function parseUrl(text: string): URL | undefined {
  const withScheme = /^(https?|geo):/i.test(text)
    ? text
    : /^[\w.-]+\.[a-z]{2,}\/\S*$/i.test(text)
      ? `https://${text}`
      : "";
  try {
    return withScheme ? new URL(withScheme) : undefined;
  } catch {
    return undefined;
  }
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Every place a link may hold coordinates, most precise first. */
function candidates(text: string, url: URL | undefined): Array<Candidate | undefined> {
  if (!url) return [fromText(text)];
  if (url.protocol === "geo:") {
    // geo:0,0?q=41.4,2.17(Label) names the point in q, and then 0,0 means "no point".
    const q = url.searchParams.get("q");
    return [q !== null ? fromText(q.replace(/\(.*\)$/, "")) : fromText(url.pathname.split(";")[0] ?? "")];
  }
  const path = decoded(url.pathname);
  const params = url.searchParams;
  const pins = [...text.matchAll(GOOGLE_PIN)];
  return [
    pair(pins.at(-1)),
    ...PAIR_PARAMETERS.map((name) => fromText(params.get(name) ?? "")),
    params.has("mlat") ? [params.get("mlat") ?? "", params.get("mlon") ?? ""] : undefined,
    fromText(path.match(/\/(?:search|place)\/([^/@]+)/)?.[1] ?? ""),
    pair(path.match(GOOGLE_VIEWPORT)),
    pair(url.hash.match(OSM_HASH)),
  ];
}

const toNumber = (part: string | number) =>
  typeof part === "number" ? part : /^[-+]?\d+(?:\.\d+)?$/.test(part.trim()) ? Number(part) : Number.NaN;

const inRange = (value: number, range: { min: number; max: number }) =>
  Number.isFinite(value) && value >= range.min && value <= range.max;

/**
 * Reads the coordinates out of a pasted Google Maps, Apple Maps or OpenStreetMap link, a geo: URI or typed
 * "lat, lng" text, without fetching anything. Rounded to 6 decimals (about 10 cm).
 */
export function readMapLink(input: string): MapLinkReading {
  const text = input.trim();
  const url = parseUrl(text);
  if (url && isShortLink(url)) return { ok: false, message: CATALOGUE_MESSAGES.mapLinkShort };
  let outOfRange = false;
  for (const candidate of candidates(text, url)) {
    if (!candidate) continue;
    const [lat, lng] = candidate.map(toNumber);
    if (lat === undefined || lng === undefined || Number.isNaN(lat) || Number.isNaN(lng)) continue;
    if (inRange(lat, LATITUDE_RANGE) && inRange(lng, LONGITUDE_RANGE)) {
      return { ok: true, coordinates: roundCoordinates({ lat, lng }) };
    }
    outOfRange = true;
  }
  return {
    ok: false,
    message: outOfRange ? CATALOGUE_MESSAGES.mapLinkOutOfRange : CATALOGUE_MESSAGES.mapLinkUnreadable,
  };
}

/** Whether pasted or typed text is a link (with or without its scheme) rather than words or a typed pair. */
export const isLink = (input: string) => parseUrl(input.trim()) !== undefined;

/** Parameters that may name the place: Apple's `name`, then the searched text of Google, Apple and OpenStreetMap. */
const NAME_PARAMETERS = ["name", "q", "query"];
/** The label a geo: URI or a Google `q` gives its point: "48.854,2.3325(Café de Flore)". */
const POINT_LABEL = /\(([^()]+)\)$/;

/** The place's name as text: its label when it has one, without the address after the first comma. */
function placeName(text: string): string | null {
  const label = text.match(POINT_LABEL)?.[1] ?? text;
  // A dropped pin's "name" is its coordinates.
  if (readMapLink(label).ok) return null;
  return label.split(",")[0]?.replace(/\s+/g, " ").trim() || null;
}

/**
 * The name of the place a map link points at, when it carries one: Google's `/maps/place/{name}/` segment, Apple's
 * `name`, or a searched `q` or `query` that is not a pair of coordinates. Null for anything else.
 */
export function readMapLinkName(input: string): string | null {
  const url = parseUrl(input.trim());
  if (!url) return null;
  const segment = url.pathname.match(/\/place\/([^/@]+)/)?.[1];
  const texts = [
    segment === undefined ? null : decoded(segment.replace(/\+/g, " ")),
    ...NAME_PARAMETERS.map((name) => url.searchParams.get(name)),
  ];
  for (const text of texts) {
    const name = text ? placeName(text) : null;
    if (name) return name;
  }
  return null;
}
