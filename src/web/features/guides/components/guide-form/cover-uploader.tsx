import { ImagePlus, RefreshCw } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { IMAGE_FILE_ACCEPT, imageFileProblem } from "../../../../../shared/image-files";
import { GUIDE_IMAGE_MAX_BYTES } from "../../../../../shared/limits";
import { GUIDE_MESSAGES } from "../../../../../shared/messages";
import { buttonClass } from "../../../../components/ui/button";
import { toast } from "../../../../lib/toast";
import { useFilePreview } from "../../../../lib/use-file-preview";

type CoverUploaderProps = {
  file: File | null;
  /** The current cover's address when editing. */
  currentUrl: string | null;
  onChange: (file: File) => void;
  progress: number | null;
};

function acceptable(file: File): boolean {
  const problem = imageFileProblem(file, GUIDE_IMAGE_MAX_BYTES);
  if (problem)
    toast.error(problem === "notImage" ? GUIDE_MESSAGES.coverNotImage : GUIDE_MESSAGES.coverTooLarge);
  return !problem;
}

/** docs/product.md §2 cover image uploader: dashed drop zone, preview with a change button, upload progress. */
export function CoverUploader({ file, currentUrl, onChange, progress }: CoverUploaderProps) {
  const inputId = useId();
  const preview = useFilePreview(file);
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (chosen && acceptable(chosen)) onChange(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const shown = preview ?? currentUrl;
  const picker = (
    <input
      id={inputId}
      type="file"
      accept={IMAGE_FILE_ACCEPT}
      className="sr-only"
      onChange={(event) => {
        choose(event.target.files?.[0]);
        event.target.value = "";
      }}
    />
  );
  return (
    <div className="flex flex-col gap-2">
      {shown ? (
        <div className="relative overflow-hidden rounded-2xl">
          <img src={shown} alt="Cover preview" className="aspect-[5/4] w-full object-cover" />
          <label
            htmlFor={inputId}
            className={buttonClass("secondary", "absolute right-3 bottom-3 cursor-pointer")}
          >
            <RefreshCw aria-hidden className="size-4" />
            Change image
            {picker}
          </label>
        </div>
      ) : (
        <section
          aria-label="Cover image"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center ${
            dragging ? "border-accent bg-accent/10" : "border-border"
          }`}
        >
          <ImagePlus aria-hidden className="size-10 text-muted" />
          <p className="font-medium">Upload a cover image for your guide</p>
          <p className="text-sm text-muted">Recommended: 1200 x 800px</p>
          <label htmlFor={inputId} className={buttonClass("secondary", "cursor-pointer")}>
            Select Image
            {picker}
          </label>
        </section>
      )}
      {progress !== null && (
        <div
          role="progressbar"
          aria-label="Uploading cover image"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-2 overflow-hidden rounded-full bg-surface-raised"
        >
          <div
            className="h-full bg-accent transition-[width]"
            style={{ width: `${Math.round(progress * 100)}%` }}
          />
        </div>
      )}
    </div>
  );
}
