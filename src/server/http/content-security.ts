import { BUILTIN_MAP_STYLE } from "../../shared/map-style";

/**
 * helmet's CSP directives beyond its defaults. The map reaches its style's origin (style, tiles, sprites,
 * glyphs) and nothing else; MapLibre runs its worker from the app's own script or a blob: copy of it.
 */
export function contentSecurityDirectives(mapStyleUrl: string) {
  const mapOrigins = mapStyleUrl === BUILTIN_MAP_STYLE ? [] : [new URL(mapStyleUrl).origin];
  return {
    "connect-src": ["'self'", ...mapOrigins],
    "img-src": ["'self'", "data:", "blob:", ...mapOrigins],
    "worker-src": ["'self'", "blob:"],
    "upgrade-insecure-requests": null,
  };
}
