import { Navigation } from "lucide-react";
import { MESSAGES } from "../../../shared/messages";
import type { PlaceSummary } from "../../../shared/schemas";
import { useInBrowser } from "../../lib/use-in-browser";
import { buttonClass } from "../ui/button";
import { directionsUrl, isAppleMobile } from "./directions";

/**
 * The way to a place in the device's maps app, the place page's primary action (issue 46 item 6): to its
 * coordinates, or its address when it has none; nothing for a place with neither. Apple's devices get Apple
 * Maps; a page drawn on the server links to Google Maps until the app runs.
 */
export function DirectionsLink({ place }: { place: PlaceSummary }) {
  const appleMobile = useInBrowser() && isAppleMobile(navigator.userAgent, navigator.maxTouchPoints);
  const to = place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : place.address;
  if (!to) return null;
  return (
    <a
      href={directionsUrl(to, appleMobile)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass("primary", "min-h-11")}
    >
      <Navigation aria-hidden className="size-4" />
      {MESSAGES.map.directions}
    </a>
  );
}
