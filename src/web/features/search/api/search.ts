import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { SEARCH, STALE_TIME } from "../../../../shared/limits";
import type { SearchResults } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { freshFor } from "../../../lib/query-client";
import { searchKeys } from "../../../lib/query-keys";

/** Whether the server would search for this text at all (shorter queries answer empty lists). */
export const isSearchable = (q: string) => q.trim().replace(/^@+/, "").length >= SEARCH.queryMinLength;

const searchQueryOptions = (q: string, limit: number) =>
  queryOptions({
    queryKey: searchKeys.results(q, limit),
    queryFn: ({ signal }) => api.get<SearchResults>("/search", { signal, query: { q, limit } }),
    ...freshFor(STALE_TIME.search),
  });

/** Results for `q` (trimmed by the caller); while the next query loads, the previous results stay on screen. */
export const useSearch = (q: string, limit: number) =>
  useQuery({ ...searchQueryOptions(q, limit), enabled: isSearchable(q), placeholderData: keepPreviousData });
