import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { IMAGE_FILE_ACCEPT, imageFileProblem } from "../../../../shared/image-files";
import { GUIDE_IMAGE_MAX_BYTES } from "../../../../shared/limits";
import { GUIDE_MESSAGES } from "../../../../shared/messages";
import { SUGGESTION_MESSAGES } from "../../../../shared/suggestions";

/** One optional photo of a suggested place, with its preview; a file that is no picture is refused here first. */
export function PhotoField({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const inputId = useId();
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${inputId}-label`} className="text-sm font-medium text-white/90">
        {SUGGESTION_MESSAGES.photoLabel}
      </span>
      <div className="flex items-center gap-3">
        {file && preview && (
          <div className="relative size-20 shrink-0 overflow-hidden rounded-lg ring-1 ring-white/10">
            <img src={preview} alt={`Photo: ${file.name}`} className="size-full object-cover" />
            <button
              type="button"
              aria-label="Remove photo"
              onClick={() => onChange(null)}
              className="absolute top-1 right-1 inline-flex size-6 items-center justify-center rounded-full bg-black/70 hover:bg-black focus-visible:outline-2 focus-visible:outline-white"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </div>
        )}
        {/* The input stays when a photo is chosen, so keyboard focus is not lost with it. */}
        <label
          htmlFor={inputId}
          className="flex h-20 min-w-0 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border text-sm text-muted hover:border-accent focus-within:outline-2 focus-within:outline-accent"
        >
          <ImagePlus aria-hidden className="size-5" />
          {file ? "Choose another photo" : "Choose a photo"}
          <input
            id={inputId}
            type="file"
            accept={IMAGE_FILE_ACCEPT}
            aria-labelledby={`${inputId}-label`}
            className="sr-only"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = "";
              if (!chosen) return;
              const refused = imageFileProblem(chosen, GUIDE_IMAGE_MAX_BYTES) !== undefined;
              setProblem(refused ? GUIDE_MESSAGES.coverNotImage : undefined);
              if (!refused) onChange(chosen);
            }}
          />
        </label>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
