import {
  BUILTIN_MAP_STYLE,
  DEFAULT_OFFLINE_TILES_MAX_MB,
  OFFLINE_TILES_ELEMENT_ID,
  PMTILES_PROTOCOL,
} from "../../../shared/map-style";
import { readMapStyleUrl } from "../../components/maps/map-style-url";
import { readPageSetting } from "../../lib/page-setting";
import type { Box } from "../../lib/tile-grid";
import { type Fetcher, forEachZoom, type TilePlan } from "./tile-plan";

/** MapLibre's own default when a style names no font. */
const DEFAULT_FONTS = ["Open Sans Regular", "Arial Unicode MS Regular"];

type Source = { tiles?: string[]; url?: string; minzoom?: number; maxzoom?: number; scheme?: string };
type Style = {
  sources?: Record<string, Source & { type?: string }>;
  sprite?: string | { url: string }[];
  glyphs?: string;
  layers?: { layout?: Record<string, unknown> }[];
};

function boxOf(points: { lat: number | null; lng: number | null }[]): Box | null {
  const located = points.filter(
    (point): point is { lat: number; lng: number } => point.lat !== null && point.lng !== null,
  );
  if (located.length === 0) return null;
  const lats = located.map((point) => point.lat);
  const lngs = located.map((point) => point.lng);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}

/** MapLibre's substitutions of a tile address, as it will ask for the tile. */
function tileUrl(template: string, zoom: number, x: number, y: number, scheme: string | undefined): string {
  const row = scheme === "tms" ? 2 ** zoom - 1 - y : y;
  const ratio = window.devicePixelRatio >= 2 ? "@2x" : "";
  return template
    .replaceAll("{z}", String(zoom))
    .replaceAll("{x}", String(x))
    .replaceAll("{y}", String(row))
    .replaceAll("{ratio}", ratio)
    .replaceAll("{r}", ratio);
}

function spriteUrls(sprite: Style["sprite"]): string[] {
  const bases = typeof sprite === "string" ? [sprite] : (sprite ?? []).map(({ url }) => url);
  const ratio = window.devicePixelRatio >= 2 ? "@2x" : "";
  return bases.flatMap((base) => [`${base}${ratio}.json`, `${base}${ratio}.png`]);
}

/** The font stacks the style's labels name, where it names them plainly (a list of strings). */
function fontStacks(style: Style): string[] {
  const stacks = new Set<string>();
  for (const layer of style.layers ?? []) {
    const fonts = layer.layout?.["text-font"];
    if (Array.isArray(fonts) && fonts.every((font) => typeof font === "string")) stacks.add(fonts.join(","));
  }
  return stacks.size > 0 ? [...stacks] : [DEFAULT_FONTS.join(",")];
}

/** The 256-character glyph ranges for Latin text and for every character of `texts`. */
function glyphRanges(texts: string[]): string[] {
  const starts = new Set([0, 256, 8192]);
  for (const text of texts)
    for (const char of text) starts.add(Math.floor((char.codePointAt(0) ?? 0) / 256) * 256);
  return [...starts].sort((a, b) => a - b).map((start) => `${start}-${start + 255}`);
}

/** A style's address made absolute, its `{z}`, `{fontstack}` and the like left as MapLibre fills them in. */
const absolute = (url: string, base: string) =>
  new URL(url, base).href.replaceAll("%7B", "{").replaceAll("%7D", "}");

/** The kept guide's map cap (OFFLINE_TILES_MAX_MB, which the server writes into the page), in bytes. */
function tileCapBytes(): number {
  const setting = readPageSetting(OFFLINE_TILES_ELEMENT_ID);
  return (typeof setting === "number" ? setting : DEFAULT_OFFLINE_TILES_MAX_MB) * 1_000_000;
}

/** A map this large is kept only once its reader has seen its size and agreed (docs/product.md §2 Offline). */
export const ASK_ABOVE_BYTES = 10_000_000;
/** The zooms whose tiles are fetched before the map's size is estimated from them. */
const ESTIMATE_AFTER_LEVELS = 3;

type KeepMapOptions = {
  keep: Fetcher;
  bytesKept: () => number;
  planned: (more: number) => void;
  /** Asked once, with the map's estimated bytes, when they pass ASK_ABOVE_BYTES; false keeps no more tiles. */
  confirmSize: (bytes: number) => Promise<boolean>;
};

/** Every source's tile addresses over the places' box, zoom level by zoom level (10 first). */
async function tilesByZoom(style: Style, styleUrl: string, box: Box, keep: Fetcher): Promise<string[][]> {
  const levels: string[][] = [];
  for (const source of Object.values(style.sources ?? {})) {
    const tileJson = source.url
      ? ((await (await keep(absolute(source.url, styleUrl)))?.json()) as Source)
      : source;
    const templates = (tileJson?.tiles ?? []).map((template) => absolute(template, source.url ?? styleUrl));
    forEachZoom(box, tileJson ?? {}, (zoom, tiles, level) => {
      levels[level] ??= [];
      levels[level].push(
        ...tiles.flatMap(({ x, y }) =>
          templates.map((template) => tileUrl(template, zoom, x, y, tileJson?.scheme)),
        ),
      );
    });
  }
  return levels.filter(Boolean);
}

/**
 * Keeps what the owner's map style needs to draw the places offline (docs/decisions/033): the style, its sprites,
 * the glyph ranges of its fonts, and its tiles over the places' box from zoom 10 to 16, lower zooms first, until
 * OFFLINE_TILES_MAX_MB is reached; a map estimated above ASK_ABOVE_BYTES waits for its reader's yes. Of a PMTiles
 * archive, the byte ranges that hold its header, directories and those tiles (keep-archive.ts). Nothing for the
 * built-in basemap, which the app itself carries.
 */
export async function keepMap(
  places: { lat: number | null; lng: number | null; name: string }[],
  options: KeepMapOptions,
): Promise<void> {
  const styleUrl = readMapStyleUrl();
  const box = boxOf(places);
  if (styleUrl === BUILTIN_MAP_STYLE || !box) return;
  const plan = styleUrl.startsWith(PMTILES_PROTOCOL)
    ? await (await import("./keep-archive")).archivePlan(styleUrl, box, options.keep)
    : await stylePlan(styleUrl, places, box, options);
  if (plan) await keepTiles(plan, options);
}

/** The style, its sprites and glyphs kept now; its tiles planned. */
async function stylePlan(
  styleUrl: string,
  places: { name: string }[],
  box: Box,
  { keep, planned }: KeepMapOptions,
): Promise<TilePlan | null> {
  const style = (await (await keep(styleUrl))?.json()) as Style | undefined;
  if (!style) return null;
  const extras = spriteUrls(style.sprite).map((url) => absolute(url, styleUrl));
  if (style.glyphs) {
    const template = absolute(style.glyphs, styleUrl);
    for (const stack of fontStacks(style))
      for (const range of glyphRanges(places.map((place) => place.name)))
        extras.push(template.replace("{fontstack}", encodeURIComponent(stack)).replace("{range}", range));
  }
  planned(extras.length);
  await inParallel(extras, keep);
  return { levels: await tilesByZoom(style, styleUrl, box, keep), keepTile: keep };
}

/** Keeps the planned tiles, lower zooms first, until the cap; past a few levels, asks about a large map. */
async function keepTiles(
  { levels, keepTile }: TilePlan,
  { bytesKept, planned, confirmSize }: KeepMapOptions,
) {
  const total = levels.flat().length;
  planned(total);
  const start = bytesKept();
  const cap = start + tileCapBytes();
  let fetched = 0;
  // Lower zooms first: the cap cuts the closest streets, never the city.
  for (const [level, tiles] of levels.entries()) {
    if (level === ESTIMATE_AFTER_LEVELS && fetched > 0) {
      const estimate = Math.min(cap - start, ((bytesKept() - start) / fetched) * total);
      if (estimate > ASK_ABOVE_BYTES && !(await confirmSize(estimate))) return;
    }
    if (!(await inParallel(tiles, keepTile, () => bytesKept() >= cap))) return;
    fetched += tiles.length;
  }
}

/** How many requests to the map server run at once, as a browser's map would. */
const PARALLEL = 6;

/** Runs `work` over `urls`, PARALLEL at a time, until `enough` says to stop; false when it stopped early. */
async function inParallel(
  urls: string[],
  work: (url: string) => Promise<unknown>,
  enough: () => boolean = () => false,
): Promise<boolean> {
  let next = 0;
  const worker = async () => {
    while (next < urls.length && !enough()) {
      const url = urls[next];
      next += 1;
      if (url) await work(url);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return !enough();
}
