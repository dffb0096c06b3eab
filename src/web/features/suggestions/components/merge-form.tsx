import { useState } from "react";
import type { QueuedSuggestion } from "../../../../shared/schemas";
import { SUGGESTION_MESSAGES } from "../../../../shared/suggestions";
import { buttonClass } from "../../../components/ui/button";
import { StoredImage } from "../../../components/ui/image";
import { SearchField } from "../../../components/ui/search-field";
import { Spinner } from "../../../components/ui/spinner";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useMergeSuggestion, useMergeTargets } from "../api/review";

/**
 * Merges a suggestion into an approved place of its city and category: its likely duplicates are offered, and
 * any such place can be found by name. Every guide that used the suggestion then uses that place.
 */
export function MergeForm({ suggestion, onDone }: { suggestion: QueuedSuggestion; onDone: () => void }) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const targets = useMergeTargets(suggestion, q);
  const [targetId, setTargetId] = useState<string>();
  const merge = useMergeSuggestion();
  const target = targets.data?.find((place) => place.id === targetId);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!targetId) return;
        merge.mutate(
          { id: suggestion.id, targetId },
          {
            onSuccess: () => {
              toast.success(SUGGESTION_MESSAGES.merged);
              onDone();
            },
            onError: (error) =>
              toast.error(SUGGESTION_MESSAGES.reviewFailed, {
                description: refusalMessage(error),
              }),
          },
        );
      }}
    >
      <p className="text-sm text-muted">{SUGGESTION_MESSAGES.mergeHint}</p>
      <SearchField label={SUGGESTION_MESSAGES.mergeSearch} value={search} onChange={setSearch} />
      {targets.isPending ? (
        <Spinner label="Loading places" />
      ) : targets.data?.length ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-white/90">
            {q ? `Places named like “${q}”` : "Likely the same place"}
          </legend>
          {targets.data.map((place) => (
            <label
              key={place.id}
              className="flex cursor-pointer items-center gap-3 rounded-xl bg-surface-raised p-2 ring-1 ring-white/5 has-checked:ring-accent focus-within:outline-2 focus-within:outline-accent"
            >
              <input
                type="radio"
                name="merge-target"
                value={place.id}
                checked={targetId === place.id}
                onChange={() => setTargetId(place.id)}
                className="size-4 accent-violet-500"
              />
              <StoredImage
                storageKey={place.image}
                variant="thumb"
                alt=""
                width={40}
                height={40}
                className="size-10 shrink-0 rounded-lg object-cover"
              />
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium">{place.name}</span>
                <span className="truncate text-xs text-muted">{place.address}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="text-sm text-muted">{SUGGESTION_MESSAGES.mergeNoCandidates}</p>
      )}
      <button
        type="submit"
        disabled={!target || merge.isPending}
        className={buttonClass("primary", "self-start")}
      >
        {merge.isPending
          ? "Merging..."
          : target
            ? SUGGESTION_MESSAGES.mergeInto(target.name)
            : SUGGESTION_MESSAGES.merge}
      </button>
    </form>
  );
}
