import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { STALE_TIME } from "../../../../shared/limits";
import type { DraftPage, GuidePage, ProfilePage } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { freshFor } from "../../../lib/query-client";
import { profileKeys } from "../../../lib/query-keys";

/**
 * A profile's published guides, the owner's drafts (only the owner is ever shown them), or the guides the person
 * makes with others (as far as the one looking may see them).
 */
export type ProfileList = "guides" | "drafts" | "withOthers";

const pathOf = (username: string, list: ProfileList) =>
  list === "drafts"
    ? "/me/drafts"
    : `/profiles/${encodeURIComponent(username)}/${list === "withOthers" ? "with-others" : "guides"}`;

/** A page of either list: a draft carries an admin's reason when one unpublished it. */
type ListPage = GuidePage | DraftPage;

const FIRST_PAGES: Record<ProfileList, (data: ProfilePage) => ListPage> = {
  guides: (data) => ({ items: data.guides, nextCursor: data.guidesNextCursor }),
  drafts: (data) => ({ items: data.drafts, nextCursor: data.draftsNextCursor }),
  withOthers: (data) => ({ items: data.withOthers, nextCursor: data.withOthersNextCursor }),
};

/**
 * One of a profile's lists, newest first, a page at a time. Its first page came with the profile (and is as fresh
 * as it), so only the pages after it are asked for; a refresh asks again for every page shown.
 */
export function useProfileList(data: ProfilePage, list: ProfileList) {
  const queryClient = useQueryClient();
  const username = data.profile.username;
  return useInfiniteQuery({
    queryKey: profileKeys.list(username, list),
    queryFn: ({ pageParam, signal }) =>
      api.get<ListPage>(pathOf(username, list), { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    initialData: () => ({ pages: [FIRST_PAGES[list](data)], pageParams: [undefined] }),
    initialDataUpdatedAt: () => queryClient.getQueryState(profileKeys.byUsername(username))?.dataUpdatedAt,
    ...freshFor(STALE_TIME.profiles),
  });
}
