import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

/**
 * Whether the site answers, as TanStack Query's onlineManager holds it (docs/decisions/050). navigator.onLine says
 * true behind a dead Wi-Fi or a proxy, so the API client decides: a request that cannot reach the site, or that the
 * service worker answered from what is kept, means offline; any answer from the server means online.
 */
export function reportReachable(reachable: boolean): void {
  // The server-side renderer shares this module between requests: only a browser has a connection to tell of.
  if (typeof window === "undefined" || onlineManager.isOnline() === reachable) return;
  onlineManager.setOnline(reachable);
}

/** While offline, how often the site is asked whether it answers again. */
const PROBE_MS = 5000;

/**
 * Watches for the site coming back and going away: the browser's `offline` is believed at once, its `online` is
 * checked with a request, and while offline the site is asked every few seconds. Back online, every screen's
 * data is fetched again, since what it showed offline came from the device.
 */
export function watchConnection(client: QueryClient, probe: () => Promise<unknown>): () => void {
  const check = () => void probe().catch(() => undefined);
  onlineManager.setEventListener((setOnline) => {
    const offline = () => setOnline(false);
    window.addEventListener("offline", offline);
    window.addEventListener("online", check);
    if (!navigator.onLine) setOnline(false);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", check);
    };
  });
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopWatching = onlineManager.subscribe((online) => {
    clearInterval(timer);
    timer = undefined;
    if (online) void client.invalidateQueries();
    else timer = setInterval(check, PROBE_MS);
  });
  return () => {
    clearInterval(timer);
    stopWatching();
  };
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/** False while the site cannot be reached; true while the server draws a page. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
