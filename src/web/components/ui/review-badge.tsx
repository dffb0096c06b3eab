import { type ReviewStatus, SUGGESTION_MESSAGES } from "../../../shared/suggestions";

/**
 * Marks a place a user suggested that the catalogue has not taken in (docs/decisions/019): pending, or rejected
 * (which stays in its suggester's guides). Nothing for a catalogue place.
 */
export function ReviewBadge({ status, className = "" }: { status: ReviewStatus; className?: string }) {
  if (status === "approved") return null;
  return (
    <span
      title={SUGGESTION_MESSAGES.notReviewedHint}
      className={`inline-flex w-fit shrink-0 items-center rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-300 ring-1 ring-amber-500/30 ${className}`}
    >
      {SUGGESTION_MESSAGES.notReviewed}
    </span>
  );
}
