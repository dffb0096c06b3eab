import type { QueryClient } from "@tanstack/react-query";
import type { SaveResult } from "../../../shared/schemas";
import { api } from "../api-client";
import { guideKeys, placeKeys, profileKeys, savedKeys, searchKeys } from "../query-keys";

/** What a member saves: guides, or places (bookmarks). */
export type SaveKind = "guide" | "place";

export const FLAGS = { guide: "isSaved", place: "isBookmarked" } as const;
export type Flag = (typeof FLAGS)[SaveKind];

const RESOURCES = { guide: "saved-guides", place: "bookmarked-places" } as const;

/** Saves or unsaves a guide, bookmarks or unbookmarks a place, on the server. */
export const sendSave = (kind: SaveKind, id: string, save: boolean) =>
  save
    ? api.put<SaveResult>(`/me/${RESOURCES[kind]}/${id}`, {})
    : api.delete<SaveResult>(`/me/${RESOURCES[kind]}/${id}`);

/** Every cached list or page that may hold the entity: feeds, city lists, guides, places, profiles, searches. */
export const HOLDERS = [
  guideKeys.all,
  placeKeys.all,
  profileKeys.all,
  savedKeys.all,
  searchKeys.all,
] as const;

/**
 * After a guide is written, published, unpublished or deleted: every list and page that may show it reloads
 * (search results and saved lists too, which a publication or an unpublishing changes as much as the feed).
 */
export function reloadGuideHolders(queryClient: QueryClient): void {
  for (const queryKey of HOLDERS) void queryClient.invalidateQueries({ queryKey });
}

/**
 * A copy of `data` in which every object with this id has the flag set (and a guide's save count moved with it);
 * untouched branches are reused.
 */
export function withFlag(data: unknown, id: string, flag: Flag, value: boolean): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const patched = withFlag(item, id, flag, value);
      changed ||= patched !== item;
      return patched;
    });
    return changed ? next : data;
  }
  if (data === null || typeof data !== "object") return data;
  const record = data as Record<string, unknown>;
  let next: Record<string, unknown> | null = null;
  if (record.id === id && flag in record && record[flag] !== value) {
    next = { ...record, [flag]: value };
    // A guide's save count moves with the viewer's own save (docs/product.md §2 What is popular).
    if (flag === "isSaved" && typeof record.saveCount === "number")
      next.saveCount = Math.max(0, record.saveCount + (value ? 1 : -1));
  }
  for (const [key, child] of Object.entries(record)) {
    const patched = withFlag(child, id, flag, value);
    if (patched !== child) {
      next ??= { ...record };
      next[key] = patched;
    }
  }
  return next ?? data;
}

/** Sets the flag everywhere at once and returns how to put everything back. */
export function setEverywhere(queryClient: QueryClient, id: string, flag: Flag, value: boolean) {
  const snapshots = HOLDERS.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
  for (const queryKey of HOLDERS) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) => withFlag(data, id, flag, value));
  }
  return () => {
    for (const [queryKey, data] of snapshots) queryClient.setQueryData(queryKey, data);
  };
}
