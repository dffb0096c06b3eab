import { useBrowserAnswer } from "../../lib/use-in-browser";

/** Tailwind's `lg`: from here the map sits beside the list, large, and is what the page is about. */
const WIDE = "(width >= 64rem)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** Whether the screen is wide: there the live map starts without a press on its preview (lazy-places-map.tsx). */
export function useWideScreen(): boolean {
  // A page drawn on the server is drawn for a phone; a wide screen switches once the app has taken over.
  return useBrowserAnswer(subscribe, () => window.matchMedia(WIDE).matches, false);
}
