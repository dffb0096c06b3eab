import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { IMAGE_FILE_ACCEPT, imageFileProblem } from "../../../../shared/image-files";
import { GUIDE_IMAGE_MAX_BYTES, MAX_PLACE_IMAGES } from "../../../../shared/limits";
import { CATALOGUE_MESSAGES, GUIDE_MESSAGES } from "../../../../shared/messages";
import { storedImageUrl } from "../../../lib/media-url";
import { toast } from "../../../lib/toast";

type PlaceImagesFieldProps = {
  kept: string[];
  onKeptChange: (kept: string[]) => void;
  added: File[];
  onAddedChange: (added: File[]) => void;
  error?: string;
};

function usePreviews(files: File[]) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

const thumbClass = "relative size-24 overflow-hidden rounded-lg ring-1 ring-white/10";
const removeClass =
  "absolute top-1 right-1 inline-flex size-6 items-center justify-center rounded-full bg-black/70 hover:bg-black focus-visible:outline-2 focus-visible:outline-white";

/** One to three pictures: the ones a place has (removable) and new ones to upload. */
export function PlaceImagesField({ kept, onKeptChange, added, onAddedChange, error }: PlaceImagesFieldProps) {
  const inputId = useId();
  const previews = usePreviews(added);
  const total = kept.length + added.length;

  const add = (files: File[]) => {
    const images = files.filter((file) => {
      const ok = imageFileProblem(file, GUIDE_IMAGE_MAX_BYTES) === undefined;
      if (!ok) toast.error(GUIDE_MESSAGES.coverNotImage);
      return ok;
    });
    if (total + images.length > MAX_PLACE_IMAGES) {
      toast.error(CATALOGUE_MESSAGES.maxImagesTitle, { description: CATALOGUE_MESSAGES.maxImagesText });
    }
    onAddedChange([...added, ...images].slice(0, MAX_PLACE_IMAGES - kept.length));
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-white/90">
        Images ({total} of {MAX_PLACE_IMAGES})
      </legend>
      <ul className="flex flex-wrap gap-3">
        {kept.map((key, index) => (
          <li key={key} className={thumbClass}>
            <img
              src={storedImageUrl(key, "thumb")}
              alt={`Current ${index + 1}`}
              className="size-full object-cover"
            />
            <button
              type="button"
              aria-label={`Remove picture ${index + 1}`}
              className={removeClass}
              onClick={() => onKeptChange(kept.filter((other) => other !== key))}
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </li>
        ))}
        {added.map((file, index) => (
          <li key={`${file.name}-${file.lastModified}-${file.size}`} className={thumbClass}>
            {previews[index] && (
              <img
                src={previews[index]}
                alt={`New ${index + 1}: ${file.name}`}
                className="size-full object-cover"
              />
            )}
            <button
              type="button"
              aria-label={`Remove new picture ${index + 1}`}
              className={removeClass}
              onClick={() => onAddedChange(added.filter((_, at) => at !== index))}
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </li>
        ))}
        {total < MAX_PLACE_IMAGES && (
          <li>
            <label
              htmlFor={inputId}
              className="flex size-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-border text-xs text-muted hover:border-accent focus-within:outline-2 focus-within:outline-accent"
            >
              <ImagePlus aria-hidden className="size-6" />
              Add image
              <input
                id={inputId}
                type="file"
                multiple
                accept={IMAGE_FILE_ACCEPT}
                className="sr-only"
                onChange={(event) => {
                  add([...(event.target.files ?? [])]);
                  event.target.value = "";
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {error && <p className="text-sm text-red-400">{error}</p>}
    </fieldset>
  );
}
