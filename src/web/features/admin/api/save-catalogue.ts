import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { City, CityInput, PlaceDetail } from "../../../../shared/schemas";
import { placeQueryOptions } from "../../../lib/api/get-place";
import { api } from "../../../lib/api-client";
import { cityKeys, guideKeys, placeKeys, savedKeys } from "../../../lib/query-keys";

/** Guides show places, so any catalogue change refreshes guides as well as places. */
function useCatalogueChanged() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.invalidateQueries({ queryKey: placeKeys.all });
    queryClient.invalidateQueries({ queryKey: guideKeys.all });
    queryClient.invalidateQueries({ queryKey: savedKeys.all });
  };
}

export type PlaceSubmission = { place: Record<string, unknown>; images: File[]; placeId?: string };

export function useSavePlace() {
  const changed = useCatalogueChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ place, images, placeId }: PlaceSubmission) => {
      const form = new FormData();
      form.append("place", JSON.stringify(place));
      for (const image of images) form.append("images", image);
      return placeId
        ? api.upload<PlaceDetail>("PUT", `/places/${placeId}`, form)
        : api.upload<PlaceDetail>("POST", "/places", form);
    },
    onSuccess: (saved) => {
      // The edit dialog opens on the cached place: without this, opening it again showed the values from before.
      queryClient.setQueryData(placeQueryOptions(saved.id).queryKey, (cached) =>
        cached ? { ...saved, isBookmarked: cached.isBookmarked } : saved,
      );
      changed();
    },
  });
}

export function useDeletePlace() {
  const changed = useCatalogueChanged();
  return useMutation({ mutationFn: (id: string) => api.delete(`/places/${id}`), onSuccess: changed });
}

/** City lists also reload through the realtime stream; invalidating here makes this tab's own change instant. */
function useCitiesChanged() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.invalidateQueries({ queryKey: cityKeys.all });
    queryClient.invalidateQueries({ queryKey: guideKeys.all });
    queryClient.invalidateQueries({ queryKey: placeKeys.all });
  };
}

export function useSaveCity() {
  const changed = useCitiesChanged();
  return useMutation({
    mutationFn: ({ input, cityId }: { input: CityInput; cityId?: string }) =>
      cityId ? api.put<City>(`/cities/${cityId}`, input) : api.post<City>("/cities", input),
    onSuccess: changed,
  });
}

export function useDeleteCity() {
  const changed = useCitiesChanged();
  return useMutation({ mutationFn: (id: string) => api.delete(`/cities/${id}`), onSuccess: changed });
}
