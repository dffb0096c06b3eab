import { Check, GitMerge, MapPin, X } from "lucide-react";
import { useState } from "react";
import { CATEGORIES } from "../../../../shared/categories";
import type { QueuedSuggestion } from "../../../../shared/schemas";
import { SUGGESTION_MESSAGES } from "../../../../shared/suggestions";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { StoredImage } from "../../../components/ui/image";
import { LoadError } from "../../../components/ui/load-error";
import { ShowMore } from "../../../components/ui/show-more";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../lib/paths";
import { useSuggestionQueue } from "../api/get-suggestion-queue";
import { ApproveForm } from "./approve-form";
import { MergeForm } from "./merge-form";
import { RejectForm } from "./reject-form";

type Action = { kind: "approve" | "merge" | "reject"; suggestion: QueuedSuggestion };

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/**
 * The admin's Suggestions tab (docs/product.md §4 Review): the oldest waiting, the rest a page at a time; approve,
 * merge into an existing place, or reject.
 */
export function SuggestionsQueue() {
  const queue = useSuggestionQueue();
  const [action, setAction] = useState<Action | null>(null);
  if (queue.isPending) return <Spinner label="Loading suggestions" />;
  // A next page that fails keeps the pages shown, with its own message below them.
  if (!queue.data)
    return <LoadError text={SUGGESTION_MESSAGES.queueLoadFailed} onRetry={() => queue.refetch()} />;
  const items = queue.data.pages.flatMap((page) => page.items);
  const total = queue.data.pages[0]?.total ?? 0;
  const close = () => setAction(null);
  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 ? (
        <p className="py-8 text-center text-muted">{SUGGESTION_MESSAGES.queueEmpty}</p>
      ) : (
        <>
          <p className="text-sm text-muted">
            {items.length} of {total} waiting, oldest first
          </p>
          <ul aria-label="Suggestions waiting for review" className="flex flex-col gap-3">
            {items.map((suggestion) => (
              <SuggestionCard key={suggestion.id} suggestion={suggestion} onAction={setAction} />
            ))}
          </ul>
          <ShowMore
            query={queue}
            texts={{
              more: SUGGESTION_MESSAGES.queueMore,
              loading: SUGGESTION_MESSAGES.queueMoreLoading,
              failed: SUGGESTION_MESSAGES.queueMoreFailed,
            }}
          />
        </>
      )}
      <Dialog
        open={action !== null}
        onOpenChange={(open) => !open && close()}
        title={action ? titleOf(action) : ""}
      >
        {action?.kind === "approve" && <ApproveForm suggestion={action.suggestion} onDone={close} />}
        {action?.kind === "merge" && <MergeForm suggestion={action.suggestion} onDone={close} />}
        {action?.kind === "reject" && <RejectForm suggestion={action.suggestion} onDone={close} />}
      </Dialog>
    </div>
  );
}

function titleOf({ kind, suggestion }: Action) {
  if (kind === "approve") return SUGGESTION_MESSAGES.approveTitle(suggestion.name);
  if (kind === "merge") return SUGGESTION_MESSAGES.mergeTitle(suggestion.name);
  return SUGGESTION_MESSAGES.rejectTitle(suggestion.name);
}

function SuggestionCard({
  suggestion,
  onAction,
}: {
  suggestion: QueuedSuggestion;
  onAction: (action: Action) => void;
}) {
  const who = suggestion.suggester?.username ? `@${suggestion.suggester.username}` : "@unknown";
  const headingId = `suggestion-${suggestion.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-white/5"
    >
      <div className="flex gap-3">
        <StoredImage
          storageKey={suggestion.image}
          variant="thumb"
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-lg object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <a
            id={headingId}
            href={paths.place(suggestion.id)}
            target="_blank"
            rel="noreferrer"
            className="truncate font-semibold hover:underline"
          >
            {suggestion.name}
          </a>
          <p className="truncate text-sm text-muted">
            {CATEGORIES[suggestion.category].placeLabel} · {suggestion.cityName}
            {suggestion.tag ? ` · ${suggestion.tag}` : ""}
          </p>
          {suggestion.address && <p className="truncate text-sm">{suggestion.address}</p>}
          {suggestion.lat !== null && suggestion.lng !== null && (
            <p className="inline-flex items-center gap-1 text-xs text-muted">
              <MapPin aria-hidden className="size-3.5" />
              {suggestion.lat.toFixed(5)}, {suggestion.lng.toFixed(5)}
            </p>
          )}
          <p className="text-xs text-muted">
            {SUGGESTION_MESSAGES.suggestedBy(who, dateFormat.format(new Date(suggestion.suggestedAt)))} ·{" "}
            {SUGGESTION_MESSAGES.usedInGuides(suggestion.guideCount)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          aria-label={`${SUGGESTION_MESSAGES.approve} ${suggestion.name}`}
          onClick={() => onAction({ kind: "approve", suggestion })}
        >
          <Check aria-hidden className="size-4" />
          {SUGGESTION_MESSAGES.approve}
        </Button>
        <Button
          variant="secondary"
          aria-label={`${SUGGESTION_MESSAGES.merge} ${suggestion.name}`}
          onClick={() => onAction({ kind: "merge", suggestion })}
        >
          <GitMerge aria-hidden className="size-4" />
          {SUGGESTION_MESSAGES.merge}
        </Button>
        <Button
          variant="ghost"
          aria-label={`${SUGGESTION_MESSAGES.reject} ${suggestion.name}`}
          onClick={() => onAction({ kind: "reject", suggestion })}
        >
          <X aria-hidden className="size-4" />
          {SUGGESTION_MESSAGES.reject}
        </Button>
      </div>
    </li>
  );
}
