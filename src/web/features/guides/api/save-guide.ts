import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { GuideBase, GuideDetail, GuideDetailsInput, GuideInput } from "../../../../shared/schemas";
import { reloadGuideHolders } from "../../../lib/api/saves";
import { api } from "../../../lib/api-client";
import { guideKeys } from "../../../lib/query-keys";

/** A write and its cover; a change of a guide also carries the guide as its writer loaded it (docs/decisions/058). */
type CoverSubmission<Input> = { input: Input; cover: File | null; base?: GuideBase };
export type GuideSubmission = CoverSubmission<GuideInput>;

type SendForm = (form: FormData, onProgress: (share: number) => void) => Promise<GuideDetail>;

/** A guide write whose cover travels in the same request, with its upload progress; every guide list refreshes. */
function useGuideUpload<Input>(send: SendForm) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ input, cover, base }: CoverSubmission<Input>) => {
      const form = new FormData();
      form.append("guide", JSON.stringify(input));
      if (base) form.append("base", JSON.stringify(base));
      if (cover) form.append("cover", cover);
      setProgress(cover ? 0 : null);
      return send(form, setProgress);
    },
    onSuccess: (guide) => {
      queryClient.setQueryData(guideKeys.detail(guide.id), guide);
      reloadGuideHolders(queryClient);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

/** Creates a guide, or replaces one (places included) when `guideId` is given. */
export const useSaveGuide = (guideId?: string) =>
  useGuideUpload<GuideInput>((form, onProgress) =>
    guideId
      ? api.upload<GuideDetail>("PUT", `/guides/${guideId}`, form, onProgress)
      : api.upload<GuideDetail>("POST", "/guides", form, onProgress),
  );

/** Changes a guide's name and cover, keeping its places (the Edit Guide dialog). */
export const useUpdateGuideDetails = (guideId: string) =>
  useGuideUpload<GuideDetailsInput>((form, onProgress) =>
    api.upload<GuideDetail>("PATCH", `/guides/${guideId}`, form, onProgress),
  );
