import { useQuery } from "@tanstack/react-query";
import { SAVED_PAGE_SIZE } from "../../../../shared/limits";
import type { GuidePage } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { guideKeys } from "../../../lib/query-keys";

/**
 * The newest guides the signed-in user edits or views with others, as many as Saved's first page: those their
 * device keeps offline beside their saved and own guides (docs/decisions/059).
 */
export const useSharedGuides = (enabled = true) =>
  useQuery({
    queryKey: guideKeys.shared(),
    queryFn: ({ signal }) =>
      api.get<GuidePage>("/me/shared-guides", { query: { limit: SAVED_PAGE_SIZE }, signal }),
    enabled,
  });
