import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TokenScope } from "../../../../shared/api-tokens";
import type { ApiTokenList, CreatedApiToken } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { authKeys } from "../../../lib/query-keys";

/** The signed-in user's live personal API tokens (docs/decisions/042). */
export const useApiTokens = () =>
  useQuery({ queryKey: authKeys.tokens, queryFn: () => api.get<ApiTokenList>("/me/tokens") });

export type NewToken = { name: string; scopes: TokenScope[]; expiresInDays: number | null };

/** Makes a token; its secret is in the answer only, so the caller shows it once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: NewToken) => api.post<CreatedApiToken>("/me/tokens", token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.tokens }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/me/tokens/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.tokens }),
  });
}
