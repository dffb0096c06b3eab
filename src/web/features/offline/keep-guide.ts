import { CATEGORY_KEYS } from "../../../shared/categories";
import { roleIn } from "../../../shared/guide-members";
import { PLACE_LIST_MAX_LIMIT } from "../../../shared/limits";
import type { GuideDetail, PlaceDetail } from "../../../shared/schemas";
import { KEEP_REQUEST_HEADER, KEPT_CACHE, keptRangeUrl } from "../../lib/kept-cache";
import { storedImageUrl } from "../../lib/media-url";
import { askToKeepMap } from "./ask-map-size";
import { keepMap } from "./keep-map";

/** Why keeping stopped: the site could not be reached, or the device has no room left. */
export class KeepFailed extends Error {
  constructor(readonly reason: "unreachable" | "disk-full") {
    super(reason);
  }
}

/** The site answered that the reader may no longer see the guide (a member removed, a draft, a deleted guide). */
export class KeepRefused extends Error {}

/** The answers that say so: nothing of the guide may stay on the device (docs/decisions/059). */
const REFUSED = new Set([403, 404, 410]);

/** The account's own reads a member's kept guides need: their session, Saved page and bookmarks. */
export const ACCOUNT_URLS = ["/api/auth/get-session", "/api/me/saved-guides", "/api/me/bookmarked-places"];

const apiUrl = (path: string) => `/api${path}`;

/** The same addresses the app's API client asks for (src/web/lib/api-client.ts), so a kept answer matches. */
const guideUrls = (guide: Pick<GuideDetail, "id" | "citySlug">) => [
  apiUrl(`/guides/${encodeURIComponent(guide.id)}`),
  apiUrl(`/cities/${encodeURIComponent(guide.citySlug)}/guides`),
  apiUrl("/cities"),
];

/**
 * What a member's page and edit form read besides: the places' reactions, and for those who may change the guide
 * the city's places the form offers (the address the form asks for, lib/api/get-places.ts).
 */
function togetherUrls(guide: GuideDetail, reader: string | null): string[] {
  const role = roleIn(guide, reader);
  if (!role) return [];
  const urls = [apiUrl(`/guides/${encodeURIComponent(guide.id)}/reactions`)];
  if (role !== "viewer") {
    const query = new URLSearchParams({ cityId: guide.cityId, limit: String(PLACE_LIST_MAX_LIMIT) });
    urls.push(apiUrl(`/places?${query}`));
  }
  return urls;
}

const placeUrls = (placeId: string) => ({
  detail: apiUrl(`/places/${encodeURIComponent(placeId)}`),
  guides: apiUrl(`/places/${encodeURIComponent(placeId)}/guides`),
});

/** Every picture the guide's pages show, at the sizes they show it (cards, cover, rows, carousel, avatars). */
function pictureUrls(guide: GuideDetail, places: PlaceDetail[]): string[] {
  const urls = guide.creator.avatar ? [storedImageUrl(guide.creator.avatar, "thumb")] : [];
  if (guide.coverImage)
    urls.push(storedImageUrl(guide.coverImage, "cover"), storedImageUrl(guide.coverImage, "card"));
  for (const place of places) {
    if (place.image) urls.push(storedImageUrl(place.image, "thumb"));
    for (const image of place.images) urls.push(storedImageUrl(image, "carousel"));
  }
  // Pictures from MEDIA_BASE_URL's store are not kept: the page's policy lets it show them, not fetch them.
  return urls.filter((url) => new URL(url, location.href).origin === location.origin);
}

/** A keep outlived by a sign-out: it writes nothing more, and what it wrote is dropped. */
export class KeepForgotten extends Error {}

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === "QuotaExceededError";

type Kept = { bytes: number; response: Response };

/** An answer the site gave that is not kept: its status says why. */
class NotKept extends KeepFailed {
  constructor(readonly status: number) {
    super("unreachable");
  }
}

/** Where a keep writes: the kept cache, the list of what it kept, and whether a sign-out has outlived it. */
type Target = { cache: Cache; urls: string[]; forgotten: () => boolean };

/**
 * Fetches `url` (or the byte `range` of it) from the network (never from what is kept: the worker lets such
 * requests pass) and keeps its answer, adding its key to `urls`. A picture or tile that is not there is left out;
 * an API answer must be there. Another origin is the map server, which answers CORS requests.
 */
async function keepOne(
  { cache, urls, forgotten }: Target,
  url: string,
  range?: string,
): Promise<Kept | null> {
  const sameOrigin = new URL(url, location.href).origin === location.origin;
  const headers: Record<string, string> = range ? { range } : {};
  if (sameOrigin) headers[KEEP_REQUEST_HEADER] = "1";
  let response: Response;
  try {
    response = await fetch(url, sameOrigin ? { credentials: "same-origin", headers } : { headers });
  } catch {
    throw new KeepFailed("unreachable");
  }
  if (!response.ok) {
    if (response.status === 404 && !url.startsWith("/api/")) return null;
    throw new NotKept(response.status);
  }
  // A server that ignores ranges would send the whole archive: not a thing to keep.
  if (range && response.status !== 206) return null;
  const body = await response.clone().blob();
  if (forgotten()) throw new KeepForgotten();
  const key = range ? keptRangeUrl(url, range) : url;
  // Named before it is written: a settle that drops what nothing names (settleOwner) must not take it meanwhile.
  urls.push(key);
  try {
    // Cache Storage refuses partial answers: a range is kept whole, under an address of its own.
    await cache.put(key, range ? new Response(body, { headers: response.headers }) : response.clone());
  } catch (error) {
    throw isQuotaError(error) ? new KeepFailed("disk-full") : error;
  }
  return { bytes: body.size, response };
}

/**
 * Keeps everything a guide's pages read offline (docs/product.md §2 Offline): the guide, its city's page, each
 * place's page and its pictures, for a member their session and Saved page, and for the guide's members what they
 * react and edit with. `onProgress` hears the share done. Each URL is added to `urls` as it is kept, so a keep that
 * fails halfway can be undone. Returns the guide and the bytes kept; KeepRefused when the guide is no longer the
 * reader's to see.
 */
export async function keepGuide(
  guideId: string,
  {
    reader,
    urls,
    forgotten,
    withMap,
    onProgress,
  }: {
    /** The signed-in member it is kept for; null for a visitor. */
    reader: string | null;
    urls: string[];
    forgotten: () => boolean;
    withMap: boolean;
    onProgress: (share: number) => void;
  },
): Promise<{ guide: GuideDetail; bytes: number }> {
  const target = { cache: await caches.open(KEPT_CACHE), urls, forgotten };
  let bytes = 0;
  let expected = 1;
  let done = 0;
  const keep = async (url: string) => {
    const kept = await keepOne(target, url);
    done += 1;
    onProgress(Math.min(1, done / expected));
    if (!kept) return null;
    bytes += kept.bytes;
    return kept.response;
  };
  const keepJson = async <T>(url: string) => (await (await keep(url))?.json()) as T;

  const guide = await keepJson<GuideDetail>(apiUrl(`/guides/${encodeURIComponent(guideId)}`)).catch(
    (error: unknown) => {
      throw error instanceof NotKept && REFUSED.has(error.status) ? new KeepRefused() : error;
    },
  );
  const places = CATEGORY_KEYS.flatMap((category) => guide.places[category]);
  const rest = [
    ...guideUrls(guide).slice(1),
    ...togetherUrls(guide, reader),
    ...(reader !== null ? ACCOUNT_URLS : []),
  ];
  // Each place has a page, its guides and about two pictures; the estimate is replaced once pictures are known.
  expected = 1 + places.length * 4 + rest.length;
  const details: PlaceDetail[] = [];
  for (const place of places) {
    const { detail, guides } = placeUrls(place.id);
    details.push(await keepJson<PlaceDetail>(detail));
    await keep(guides);
  }
  const pictures = pictureUrls(guide, details);
  expected = 1 + places.length * 2 + rest.length + pictures.length;
  for (const url of [...rest, ...pictures]) await keep(url);
  // The map's style and tiles: a map server that cannot be reached leaves the built-in basemap offline.
  const keepForMap = async (url: string, range?: string) => {
    try {
      const kept = await keepOne(target, url, range);
      if (kept) bytes += kept.bytes;
      return kept?.response ?? null;
    } catch (error) {
      if (error instanceof KeepForgotten || (error instanceof KeepFailed && error.reason === "disk-full"))
        throw error;
      return null;
    }
  };
  if (!withMap) return { guide, bytes };
  await keepMap(places, {
    keep: async (url, range) => {
      const response = await keepForMap(url, range);
      done += 1;
      onProgress(Math.min(1, done / expected));
      return response;
    },
    bytesKept: () => bytes,
    planned: (more) => {
      expected += more;
    },
    confirmSize: (mapBytes) => askToKeepMap(guide.name, mapBytes),
  });
  return { guide, bytes };
}

/** Removes kept answers no kept guide needs any more. */
export async function dropUnneeded(urls: string[], stillNeeded: Set<string>): Promise<void> {
  const cache = await caches.open(KEPT_CACHE);
  await Promise.all(urls.filter((url) => !stillNeeded.has(url)).map((url) => cache.delete(url)));
}

/**
 * Removes every kept answer that `named` (asked once the cache's keys are read) does not name: what a keep cut
 * short by a reload or a closed tab left, its answers written but never its record.
 */
export async function dropUnnamed(named: () => Promise<Set<string>>): Promise<void> {
  if (!(await caches.has(KEPT_CACHE))) return;
  const cache = await caches.open(KEPT_CACHE);
  const requests = await cache.keys();
  const kept = new Set([...(await named())].map((url) => new URL(url, location.href).href));
  await Promise.all(
    requests.filter((request) => !kept.has(request.url)).map((request) => cache.delete(request)),
  );
}

/** Everything the device kept, for every guide. */
export async function dropEverything(): Promise<void> {
  await caches.delete(KEPT_CACHE);
}
