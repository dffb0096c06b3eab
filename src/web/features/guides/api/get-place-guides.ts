import { useQuery } from "@tanstack/react-query";
import type { PlaceGuideMention } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { guideKeys } from "../../../lib/query-keys";

/** The published guides that include a place, for the place page's In guides section. */
export const usePlaceGuides = (placeId: string) =>
  useQuery({
    queryKey: guideKeys.includingPlace(placeId),
    queryFn: ({ signal }) =>
      api.get<{ items: PlaceGuideMention[] }>(`/places/${encodeURIComponent(placeId)}/guides`, { signal }),
  });
