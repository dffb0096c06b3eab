import { queryOptions, useQuery } from "@tanstack/react-query";
import { STALE_TIME } from "../../../../shared/limits";
import type { Me, ProfilePage } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { freshFor } from "../../../lib/query-client";
import { profileKeys } from "../../../lib/query-keys";

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
