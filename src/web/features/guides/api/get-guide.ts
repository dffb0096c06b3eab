import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GuideDetail } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { guideKeys } from "../../../lib/query-keys";

export const getGuide = (id: string, signal?: AbortSignal) =>
  api.get<GuideDetail>(`/guides/${encodeURIComponent(id)}`, { signal });

export const guideQueryOptions = (id: string) =>
  queryOptions({ queryKey: guideKeys.detail(id), queryFn: ({ signal }) => getGuide(id, signal) });

export const useGuide = (id: string | undefined) =>
  useQuery({ ...guideQueryOptions(id ?? ""), enabled: Boolean(id) });
