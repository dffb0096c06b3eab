import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CityFollow, PersonPage, ProfileFollows } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { followKeys } from "../../../lib/query-keys";

const person = (username: string) => encodeURIComponent(username.replace(/^@/, ""));

/** A profile's counts and what the signed-in reader is to the person. */
export const useProfileFollows = (username: string, enabled = true) =>
  useQuery({
    queryKey: followKeys.profile(username),
    queryFn: ({ signal }) => api.get<ProfileFollows>(`/profiles/${person(username)}/follows`, { signal }),
    enabled,
  });

/** A person's followers, or the people they follow, newest first, a page at a time. */
export const usePeople = (username: string, list: "followers" | "following", enabled: boolean) =>
  useInfiniteQuery({
    queryKey: followKeys.people(username, list),
    queryFn: ({ pageParam, signal }) =>
      api.get<PersonPage>(`/profiles/${person(username)}/${list}`, { signal, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled,
  });

export type PersonAction = "follow" | "unfollow" | "block" | "unblock";

/** Follows, unfollows, blocks or unblocks a person; their counts and lists refresh from the answer. */
export function usePersonAction(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PersonAction) => {
      const url =
        action === "follow" || action === "unfollow"
          ? `/profiles/${person(username)}/follow`
          : `/me/blocks/${person(username)}`;
      return action === "follow" || action === "block"
        ? api.put<ProfileFollows>(url, {})
        : api.delete<ProfileFollows>(url);
    },
    onSuccess: (follows) => {
      queryClient.setQueryData(followKeys.profile(username), follows);
      return queryClient.invalidateQueries({ queryKey: followKeys.all });
    },
  });
}

/** The signed-in member stops someone following them. */
export function useRemoveFollower(ownUsername: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follower: string) => api.delete<void>(`/me/followers/${person(follower)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: followKeys.profile(ownUsername) }),
  });
}

export const useCityFollow = (slug: string) =>
  useQuery({
    queryKey: followKeys.city(slug),
    queryFn: ({ signal }) => api.get<CityFollow>(`/cities/${encodeURIComponent(slug)}/follow`, { signal }),
  });

export function useToggleCityFollow(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => {
      const url = `/cities/${encodeURIComponent(slug)}/follow`;
      return follow ? api.put<CityFollow>(url, {}) : api.delete<CityFollow>(url);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(followKeys.city(slug), answer);
      return queryClient.invalidateQueries({ queryKey: followKeys.feed() });
    },
  });
}
