import { useSyncExternalStore } from "react";

const unchanging = () => () => undefined;

/**
 * False while the server draws a page and while the browser takes that page over, true from then on (and in
 * pages the browser draws itself): what depends on the browser's clock or device waits for it, so the two
 * drawings agree.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
