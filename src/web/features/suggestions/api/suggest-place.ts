import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  DuplicateCandidate,
  DuplicateQuery,
  PlaceDetail,
  SuggestionInput,
} from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { placeKeys, suggestionKeys } from "../../../lib/query-keys";

/** The places the suggestion would likely duplicate, asked once when the form is sent. */
export const findDuplicates = (query: DuplicateQuery) =>
  api
    .get<{ items: DuplicateCandidate[] }>("/suggestions/duplicates", {
      query: { cityId: query.cityId, name: query.name, lat: query.lat, lng: query.lng },
    })
    .then((answer) => answer.items);

export type SuggestionSubmission = { place: SuggestionInput; photo: File | null };

/** Suggests a place; the city's picker lists reload so that it is offered at once. */
export function useSuggestPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ place, photo }: SuggestionSubmission) => {
      const form = new FormData();
      form.append("place", JSON.stringify(place));
      if (photo) form.append("photo", photo);
      return api.post<PlaceDetail>("/suggestions", form);
    },
    onSuccess: (place) => {
      queryClient.setQueryData(placeKeys.detail(place.id), place);
      queryClient.invalidateQueries({ queryKey: placeKeys.all });
      queryClient.invalidateQueries({ queryKey: suggestionKeys.all });
    },
  });
}
