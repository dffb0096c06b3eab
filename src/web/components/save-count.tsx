import { Bookmark } from "lucide-react";
import { MESSAGES } from "../../shared/messages";
import type { GuideCard } from "../../shared/schemas";

/** '12 saves' / '1 save'; nothing for a guide nobody saved yet, nor for a draft, whose saves never count. */
export function SaveCount({ guide, className = "" }: { guide: GuideCard; className?: string }) {
  if (guide.status === "draft" || guide.saveCount === 0) return null;
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 text-sm text-white/85 ${className}`}>
      <Bookmark aria-hidden className="size-3.5" />
      {MESSAGES.popular.saves(guide.saveCount)}
    </span>
  );
}
