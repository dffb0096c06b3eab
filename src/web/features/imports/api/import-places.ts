import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CategoryKey } from "../../../../shared/categories";
import type { ImportResult, ImportRowChoice } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { guideKeys, placeKeys, profileKeys } from "../../../lib/query-keys";

/** What the import dialog sends with the file: the city and the user's choices so far. */
export type ImportChoices = {
  cityId: string;
  defaultCategory?: CategoryKey;
  folderCategories: Record<string, CategoryKey>;
  rows: ImportRowChoice[];
};

type ImportCall = { file: File; choices: ImportChoices };

const postImport = ({ file, choices }: ImportCall, mode: "preview" | "draft" | "places") => {
  const form = new FormData();
  form.append("import", JSON.stringify({ ...choices, mode }));
  form.append("file", file);
  return api.post<ImportResult>("/imports", form);
};

/** Reads the file on the server with the choices so far and says what each row becomes; writes nothing. */
export function useImportPreview() {
  return useMutation({ mutationFn: (call: ImportCall) => postImport(call, "preview") });
}

/** Makes the import so: a draft guide, or the new places for the guide being edited. */
export function useImportPlaces(mode: "draft" | "places") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: ImportCall) => postImport(call, mode),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: placeKeys.all });
      if (mode === "draft") {
        queryClient.invalidateQueries({ queryKey: guideKeys.all });
        queryClient.invalidateQueries({ queryKey: profileKeys.all });
      }
    },
  });
}
