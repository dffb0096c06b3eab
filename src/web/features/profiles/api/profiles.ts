import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { STALE_TIME } from "../../../../shared/limits";
import type { GuideCard, Me, Profile, ProfileUpdate } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { freshFor } from "../../../lib/query-client";
import { authKeys, guideKeys, profileKeys } from "../../../lib/query-keys";

export type ProfilePage = { profile: Profile; guides: GuideCard[] };

export const profileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: profileKeys.byUsername(username),
    queryFn: ({ signal }) => api.get<ProfilePage>(`/profiles/${encodeURIComponent(username)}`, { signal }),
    ...freshFor(STALE_TIME.profiles),
  });

export const useProfile = (username: string | undefined) =>
  useQuery({ ...profileQueryOptions(username ?? ""), enabled: Boolean(username) });

export const meQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.me, queryFn: ({ signal }) => api.get<Me>("/me", { signal }) });

export const useMe = (enabled = true) => useQuery({ ...meQueryOptions(), enabled });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => api.patch<Me>("/me", changes),
    onSuccess: async (me) => {
      queryClient.setQueryData(profileKeys.me, me);
      // Awaited: /profile finds the own profile by the session's username, which may just have changed.
      await queryClient.invalidateQueries({ queryKey: authKeys.session });
      queryClient.invalidateQueries({ queryKey: profileKeys.all });
      queryClient.invalidateQueries({ queryKey: guideKeys.all });
    },
  });
}

export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guideId: string) => api.delete(`/guides/${guideId}`),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: profileKeys.all });
      queryClient.invalidateQueries({ queryKey: guideKeys.all });
    },
  });
}
