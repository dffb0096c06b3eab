import { QueryClient } from "@tanstack/react-query";
import { STALE_TIME } from "../../shared/limits";
import { ApiError } from "./api-client";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME.guides,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; network and server failures might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
