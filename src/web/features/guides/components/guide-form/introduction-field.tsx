import { type Ref, type TextareaHTMLAttributes, useId } from "react";
import { GUIDE_INTRODUCTION_MAX_LENGTH } from "../../../../../shared/limits";

type IntroductionFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** The guide's optional introduction, in the creator's words (docs/product.md §3 Guide). */
export function IntroductionField({ error, ...props }: IntroductionFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-white/90">
        Introduction (optional)
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={GUIDE_INTRODUCTION_MAX_LENGTH}
        placeholder="What this guide is about, who it is for"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`resize-y rounded-lg border bg-surface px-3 py-2 text-white placeholder:text-muted focus:outline-2 focus:outline-accent ${
          error ? "border-red-500" : "border-border"
        }`}
        {...props}
      />
      <p className="text-xs text-muted">Up to 1,000 characters. Line breaks are kept.</p>
      {error && (
        <p id={errorId} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
