/**
 * Where the device keeps what a kept guide needs offline (docs/decisions/033): API answers and pictures, by URL,
 * in one Cache Storage cache shared by the page, which fills it, and the service worker, which reads from it.
 */
export const KEPT_CACHE = "cityguides-kept-v1";

/**
 * How long an API read waits for the network before the service worker answers from what is kept: a weak
 * signal that answers in 10 s is, to someone on a platform, no signal.
 */
export const KEPT_READ_NETWORK_TIMEOUT_S = 4;

/**
 * Marks the page's own requests while keeping a guide: the worker sends them to the network, never answering
 * them from what is kept, or a slow site would have an old copy kept again as new.
 */
export const KEEP_REQUEST_HEADER = "x-cityguides-keep";

/** API reads that are kept: every GET of /api but better-auth's, except the session itself. */
export function isKeptRead(url: URL): boolean {
  if (!url.pathname.startsWith("/api/")) return false;
  return !url.pathname.startsWith("/api/auth/") || url.pathname === "/api/auth/get-session";
}

/**
 * The kept copy of a range of a file (a PMTiles archive's header, directories and tiles): Cache Storage keeps no
 * partial answers, so each range is kept whole under its own address.
 */
export function keptRangeUrl(url: string, range: string): string {
  const kept = new URL(url, self.location.href);
  kept.searchParams.append("cityguides-range", range.replace(/^bytes=/, ""));
  return kept.href;
}

/** The Range header of `length` bytes from `offset`. */
export const byteRange = (offset: number, length: number) => `bytes=${offset}-${offset + length - 1}`;
