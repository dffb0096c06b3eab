import { useBrowserAnswer } from "./use-in-browser";

function subscribe(listener: () => void): () => void {
  navigator.serviceWorker?.addEventListener("controllerchange", listener);
  return () => navigator.serviceWorker?.removeEventListener("controllerchange", listener);
}

/**
 * Whether anything kept on the device can be read offline: only a page the service worker controls is answered
 * from the kept cache (docs/decisions/033), so without one (development, a browser that blocks workers) nothing
 * is kept. False while the server draws the page.
 */
export function useOfflineCapable(): boolean {
  return useBrowserAnswer(
    subscribe,
    () => "caches" in window && Boolean(navigator.serviceWorker?.controller),
    false,
  );
}
