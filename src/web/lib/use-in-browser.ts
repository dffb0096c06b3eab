import { useDeferredValue, useSyncExternalStore } from "react";

const unchanging = () => () => undefined;

/**
 * False while the server draws a page and while the browser takes that page over, true from then on (and in
 * pages the browser draws itself): what depends on the browser's clock or device waits for it, so the two
 * drawings agree.
 */
export function useInBrowser(): boolean {
  const inBrowser = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  // React redraws at once, in one piece, what a store's first browser answer changes after taking a page over;
  // deferred, that redraw (the menus' keyboard version, the clock's hours) yields to the phone between components
  // instead of holding its main thread for tens of milliseconds (docs/decisions/045).
  return useDeferredValue(inBrowser);
}
