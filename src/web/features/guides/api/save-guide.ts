import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { GuideDetail, GuideInput } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";

export type GuideSubmission = { input: GuideInput; cover: File | null };

/** Creates a guide, or replaces one when `guideId` is given; the cover travels in the same request. */
export function useSaveGuide(guideId?: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ input, cover }: GuideSubmission) => {
      const form = new FormData();
      form.append("guide", JSON.stringify(input));
      if (cover) form.append("cover", cover);
      setProgress(cover ? 0 : null);
      return guideId
        ? api.upload<GuideDetail>("PUT", `/guides/${guideId}`, form, setProgress)
        : api.upload<GuideDetail>("POST", "/guides", form, setProgress);
    },
    onSuccess: (guide) => {
      queryClient.setQueryData(["guides", "detail", guide.id], guide);
      queryClient.invalidateQueries({ queryKey: ["guides"] });
      queryClient.invalidateQueries({ queryKey: ["profiles"] });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
