import type { DuplicateCandidate } from "../../../../shared/schemas";
import { SUGGESTION_MESSAGES } from "../../../../shared/suggestions";
import { Button } from "../../../components/ui/button";
import { StoredImage } from "../../../components/ui/image";

type DuplicateChoicesProps = {
  candidates: DuplicateCandidate[];
  pickedIds: Set<string>;
  onUse: (place: DuplicateCandidate) => void;
  onAddAnyway: () => void;
  onBack: () => void;
  adding: boolean;
};

/** The likely duplicates of a place about to be suggested, offered instead of it (docs/product.md §4). */
export function DuplicateChoices({
  candidates,
  pickedIds,
  onUse,
  onAddAnyway,
  onBack,
  adding,
}: DuplicateChoicesProps) {
  return (
    <section aria-labelledby="duplicates-title" className="flex flex-col gap-4">
      <div>
        <h3 id="duplicates-title" className="font-semibold">
          {SUGGESTION_MESSAGES.duplicatesTitle}
        </h3>
        <p className="text-sm text-muted">{SUGGESTION_MESSAGES.duplicatesIntro}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {candidates.map((place) => (
          <li
            key={place.id}
            className="flex items-center gap-3 rounded-xl bg-surface-raised p-2 ring-1 ring-white/5"
          >
            <StoredImage
              storageKey={place.image}
              variant="thumb"
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-lg object-cover"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium">{place.name}</span>
              <span className="truncate text-xs text-muted">
                {[
                  place.address,
                  place.distanceMetres === null
                    ? SUGGESTION_MESSAGES.noLocation
                    : SUGGESTION_MESSAGES.metresAway(place.distanceMetres),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </span>
            <Button
              variant="secondary"
              className="shrink-0"
              disabled={pickedIds.has(place.id)}
              onClick={() => onUse(place)}
              aria-label={SUGGESTION_MESSAGES.pickExisting(place.name)}
            >
              Use
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onAddAnyway} disabled={adding}>
          {adding ? SUGGESTION_MESSAGES.adding : SUGGESTION_MESSAGES.addAnyway}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
    </section>
  );
}
