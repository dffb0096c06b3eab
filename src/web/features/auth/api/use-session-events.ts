import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../../lib/api-client";
import { authKeys } from "../../../lib/query-keys";

/**
 * docs/product.md §4 auth events: a 401 from any request means the session ended elsewhere (revoked, expired), so the
 * session is asked for again and what belonged to the account is cleared.
 */
export function useSessionEvents() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      api.onUnauthorized(() => {
        queryClient.invalidateQueries({ queryKey: authKeys.session });
      }),
    [queryClient],
  );
}
