import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { GuideDetail, GuideDetailsInput, GuideInput } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";

type CoverSubmission<Input> = { input: Input; cover: File | null };
export type GuideSubmission = CoverSubmission<GuideInput>;
export type GuideDetailsSubmission = CoverSubmission<GuideDetailsInput>;

type SendForm = (form: FormData, onProgress: (share: number) => void) => Promise<GuideDetail>;

/** A guide write whose cover travels in the same request, with its upload progress; every guide list refreshes. */
function useGuideUpload<Input>(send: SendForm) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ input, cover }: CoverSubmission<Input>) => {
      const form = new FormData();
      form.append("guide", JSON.stringify(input));
      if (cover) form.append("cover", cover);
      setProgress(cover ? 0 : null);
      return send(form, setProgress);
    },
    onSuccess: (guide) => {
      queryClient.setQueryData(["guides", "detail", guide.id], guide);
      queryClient.invalidateQueries({ queryKey: ["guides"] });
      queryClient.invalidateQueries({ queryKey: ["profiles"] });
      queryClient.invalidateQueries({ queryKey: ["saved"] });
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
