import { SUGGESTION_MESSAGES } from "../../../../shared/suggestions";
import { useSuggestionQueue } from "../api/get-suggestion-queue";

/**
 * The admin's Suggestions tab, with how many suggestions wait for review beside it once known. The number is for
 * the eye (the tab keeps its name); the queue itself says it in words ('3 of 3 waiting').
 */
export function SuggestionsTabLabel() {
  const queue = useSuggestionQueue();
  const waiting = queue.data?.pages[0]?.total ?? 0;
  return (
    <span className="inline-flex items-center gap-2">
      {SUGGESTION_MESSAGES.queueTab}
      {waiting > 0 && (
        <span
          aria-hidden
          className="min-w-5 rounded-full bg-accent px-1.5 text-center text-xs leading-5 font-semibold text-white"
        >
          {waiting}
        </span>
      )}
    </span>
  );
}
