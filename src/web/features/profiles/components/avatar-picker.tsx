import { Camera } from "lucide-react";
import { useId } from "react";
import { IMAGE_FILE_ACCEPT, imageFileProblem } from "../../../../shared/image-files";
import { AVATAR_MAX_BYTES } from "../../../../shared/limits";
import { DEFAULT_AVATAR_URL } from "../../../../shared/media";
import { ACCOUNT_MESSAGES } from "../../../../shared/messages";
import { storedImageUrl } from "../../../lib/media-url";
import { toast } from "../../../lib/toast";
import { useFilePreview } from "../../../lib/use-file-preview";

type AvatarPickerProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  currentKey?: string | null;
};

/** Picks an avatar image under 2 MB and previews it before anything is uploaded. */
export function AvatarPicker({ file, onChange, currentKey }: AvatarPickerProps) {
  const inputId = useId();
  const preview = useFilePreview(file);

  const src = preview ?? (currentKey ? storedImageUrl(currentKey, "thumb") : DEFAULT_AVATAR_URL);
  return (
    <div className="flex items-center gap-4">
      <img
        src={src}
        alt="Avatar preview"
        className="size-20 rounded-full object-cover ring-2 ring-white/10"
      />
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-surface-raised px-3 py-2 text-sm font-medium hover:bg-border focus-within:outline-2 focus-within:outline-accent"
      >
        <Camera aria-hidden className="size-4" />
        {file || currentKey ? "Change avatar" : "Add avatar (optional)"}
        <input
          id={inputId}
          type="file"
          accept={IMAGE_FILE_ACCEPT}
          className="sr-only"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = "";
            const problem = chosen && imageFileProblem(chosen, AVATAR_MAX_BYTES);
            if (problem) {
              toast.error(
                problem === "notImage" ? ACCOUNT_MESSAGES.avatarNotImage : ACCOUNT_MESSAGES.avatarTooLarge,
              );
              return;
            }
            onChange(chosen);
          }}
        />
      </label>
    </div>
  );
}
