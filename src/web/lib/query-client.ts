import { QueryClient } from "@tanstack/react-query";
import { STALE_TIME } from "../../shared/limits";
import { ApiError, NetworkError } from "./api-client";

const DEFAULT_GC_TIME = 5 * 60_000;

/**
 * docs/product.md §9 freshness for one kind of data: fresh for `ms`, and kept that long after its last screen closes, so a
 * return within the time needs no request (the library would otherwise drop it after 5 minutes).
 */
export const freshFor = (ms: number) => ({ staleTime: ms, gcTime: Math.max(ms, DEFAULT_GC_TIME) });

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME.guides,
        refetchOnWindowFocus: false,
        // Offline is a state the screens show, not a pause: a query paused until the browser says online would
        // leave its skeleton up for ever, and the service worker may answer it from what is kept.
        networkMode: "always",
        // A 4xx answer will not change on retry, nor an unreachable site soon (docs/decisions/050: it is asked
        // again every few seconds, and every screen refetches once it answers); server failures might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) &&
          !(error instanceof NetworkError) &&
          failureCount < 2,
      },
      mutations: { networkMode: "always" },
    },
  });
}
