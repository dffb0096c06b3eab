import { BUILTIN_MAP_STYLE, mapServerUrl } from "../../../shared/map-style";

/**
 * helmet's CSP directives beyond its defaults. The map reaches its style's origin (style, tiles, sprites,
 * glyphs) and nothing else, pictures their MEDIA_BASE_URL's; MapLibre runs its worker from the app's own script or
 * a blob: copy of it.
 */
export function contentSecurityDirectives({
  mapStyleUrl,
  mediaBaseUrl,
}: {
  mapStyleUrl: string;
  mediaBaseUrl?: string;
}) {
  const mapOrigins = mapStyleUrl === BUILTIN_MAP_STYLE ? [] : [new URL(mapServerUrl(mapStyleUrl)).origin];
  // Pictures load from MEDIA_BASE_URL's origin when it is set, and from no other.
  const mediaOrigins = mediaBaseUrl ? [new URL(mediaBaseUrl).origin] : [];
  return {
    "connect-src": ["'self'", ...mapOrigins],
    "img-src": ["'self'", "data:", "blob:", ...mapOrigins, ...mediaOrigins],
    "worker-src": ["'self'", "blob:"],
    "upgrade-insecure-requests": null,
  };
}
