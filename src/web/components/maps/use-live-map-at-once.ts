import { useDeferredValue, useSyncExternalStore } from "react";

/** Tailwind's `lg`: from here the map sits beside the list, large, and is what the page is about. */
const WIDE = "(width >= 64rem)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** Whether the live map starts with the page (wide screens) rather than behind its preview (phones). */
export function useLiveMapAtOnce(): boolean {
  // A page drawn on the server is drawn for a phone; a wide screen switches once the app has taken over, in a
  // redraw that yields to the browser (lib/use-in-browser.ts says why).
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
  return useDeferredValue(wide);
}
