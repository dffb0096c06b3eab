import type { Coordinates } from "../../../shared/geo";

/** iPhones and iPads (which call themselves Macs with touch) open Apple Maps; everything else Google Maps. */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Directions to a point, or else to an address, in the device's maps app; opened by people, never fetched by the
 * app.
 */
export function directionsUrl(to: Coordinates | string, appleMobile: boolean): string {
  const destination = typeof to === "string" ? encodeURIComponent(to) : `${to.lat},${to.lng}`;
  return appleMobile
    ? `https://maps.apple.com/?daddr=${destination}`
    : `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}
