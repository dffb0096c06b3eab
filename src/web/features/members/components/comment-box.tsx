import { useId } from "react";
import { GUIDE_COMMENT_MAX_LENGTH } from "../../../../shared/limits";

/** A comment's text, with its label and how many characters are left. */
export function CommentBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={GUIDE_COMMENT_MAX_LENGTH}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-border bg-surface px-3 py-2 text-white focus:outline-2 focus:outline-accent"
        aria-describedby={`${id}-left`}
      />
      <p id={`${id}-left`} className="text-xs text-muted">
        {GUIDE_COMMENT_MAX_LENGTH - value.length} characters left
      </p>
    </div>
  );
}
