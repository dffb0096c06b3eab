import { useDeferredValue, useSyncExternalStore } from "react";

const unchanging = () => () => undefined;

/**
 * A store's answer where the server drew the page with `onServer`: that while React takes a drawn page over, the
 * browser's own answer from then on. React redraws at once, in one piece, what the browser's first answer changes;
 * deferred, that redraw (the menus' keyboard version, the clock's hours, a wide screen's map) yields to the phone
 * between components instead of holding its main thread for tens of milliseconds (docs/decisions/045).
 */
export function useBrowserAnswer<T>(
  subscribe: (onChange: () => void) => () => void,
  inBrowser: () => T,
  onServer: T,
) {
  return useDeferredValue(useSyncExternalStore(subscribe, inBrowser, () => onServer));
}

/**
 * False while the server draws a page and while the browser takes that page over, true from then on (and in
 * pages the browser draws itself): what depends on the browser's clock or device waits for it, so the two
 * drawings agree.
 */
export function useInBrowser(): boolean {
  return useBrowserAnswer(unchanging, () => true, false);
}
