import { queryOptions, useQuery } from "@tanstack/react-query";
import { GONE_CODE, type GoneGuide, goneGuideOf } from "../../../../shared/gone-guide";
import { API_ERRORS } from "../../../../shared/messages";
import type { GuideDetail } from "../../../../shared/schemas";
import { ApiError, api } from "../../../lib/api-client";
import { guideKeys } from "../../../lib/query-keys";

/** A guide's address answered: the guide, or that it is no longer available (docs/product.md §4 Gone guides). */
export type GuideAnswer = GuideDetail | { status: "gone"; gone: GoneGuide };

export const getGuide = async (id: string, signal?: AbortSignal): Promise<GuideAnswer> => {
  try {
    return await api.get<GuideDetail>(`/guides/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    // Data, not a failure: the page drawn on the server shows it, and the browser takes it over as it is.
    const gone = error instanceof ApiError && error.status === 410 ? goneGuideOf(error.details) : undefined;
    if (gone) return { status: "gone", gone };
    throw error;
  }
};

export const guideQueryOptions = (id: string) =>
  queryOptions({ queryKey: guideKeys.detail(id), queryFn: ({ signal }) => getGuide(id, signal) });

/** A gone guide is, to the pages that show a guide's content, a guide that cannot be read: a 410 refusal. */
function readable(answer: GuideAnswer): GuideDetail {
  if (answer.status !== "gone") return answer;
  throw new ApiError(410, GONE_CODE, API_ERRORS.guideGone);
}

/** The guide, for pages that show its content (its categories, its editor). */
export const useGuide = (id: string | undefined) =>
  useQuery({ ...guideQueryOptions(id ?? ""), enabled: Boolean(id), select: readable });

/** The guide's own page, which says so where a guide is gone. */
export const useGuideOrGone = (id: string | undefined) =>
  useQuery({ ...guideQueryOptions(id ?? ""), enabled: Boolean(id) });
