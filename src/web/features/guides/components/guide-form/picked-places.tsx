import { ArrowDown, ArrowUp, GripVertical, X } from "lucide-react";
import { useState } from "react";
import { GUIDE_PLACE_NOTE_MAX_LENGTH } from "../../../../../shared/limits";
import type { ReviewStatus } from "../../../../../shared/suggestions";
import { ReviewBadge } from "../../../../components/ui/review-badge";
import { moveItem } from "./move-item";

/** A chosen place; a suggestion not yet in the catalogue is marked (docs/decisions/019). */
export type PickedPlace = { id: string; name: string; note: string; reviewStatus?: ReviewStatus };

type PickedPlacesProps = {
  /** The category's title, naming the list for assistive technology. */
  title: string;
  picked: PickedPlace[];
  onChange: (picked: PickedPlace[]) => void;
};

const iconButton =
  "inline-flex size-8 items-center justify-center rounded-md hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-transparent";

/**
 * The chosen places of one category in the creator's order, each with its note (docs/product.md §4 Order). The
 * drag handle is for pointers; Move up / Move down do the same from the keyboard and on touch screens, and stay
 * focusable at the ends (aria-disabled) so focus never drops out of the list after a move.
 */
export function PickedPlaces({ title, picked, onChange }: PickedPlacesProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const move = (from: number, to: number) => {
    if (to < 0 || to >= picked.length || from === to) return;
    const place = picked[from];
    onChange(moveItem(picked, from, to));
    if (place) setAnnouncement(`${place.name} moved to position ${to + 1} of ${picked.length}`);
  };
  const setNote = (id: string, note: string) =>
    onChange(picked.map((place) => (place.id === id ? { ...place, note } : place)));

  return (
    <>
      <ol aria-label={`${title} picked`} className="flex list-decimal flex-col gap-2 pl-6 marker:text-muted">
        {picked.map((place, index) => (
          <li
            key={place.id}
            onDragOver={(event) => {
              if (dragged !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            className={`rounded-lg bg-surface-raised p-2 ring-1 ${
              dragged === index ? "ring-accent" : "ring-white/5"
            }`}
          >
            <div className="flex items-center gap-1">
              {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only handle; Move up / Move down are its keyboard and touch equivalent */}
              <span
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", place.id);
                  setDragged(index);
                }}
                onDragEnd={() => setDragged(null)}
                title="Drag to reorder"
                className="inline-flex size-8 shrink-0 cursor-grab items-center justify-center text-muted active:cursor-grabbing"
              >
                <GripVertical aria-hidden className="size-4" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col items-start gap-0.5">
                <span className="w-full truncate text-sm font-medium">{place.name}</span>
                {place.reviewStatus && <ReviewBadge status={place.reviewStatus} />}
              </span>
              <button
                type="button"
                aria-label={`Move ${place.name} up`}
                aria-disabled={index === 0 || undefined}
                onClick={() => move(index, index - 1)}
                className={iconButton}
              >
                <ArrowUp aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`Move ${place.name} down`}
                aria-disabled={index === picked.length - 1 || undefined}
                onClick={() => move(index, index + 1)}
                className={iconButton}
              >
                <ArrowDown aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`Remove ${place.name}`}
                onClick={() => onChange(picked.filter((other) => other.id !== place.id))}
                className={iconButton}
              >
                <X aria-hidden className="size-4" />
              </button>
            </div>
            {/* Named by aria-label so that the item's text stays the place's name alone. */}
            <textarea
              aria-label={`Note for ${place.name}`}
              value={place.note}
              maxLength={GUIDE_PLACE_NOTE_MAX_LENGTH}
              rows={2}
              placeholder="Note (optional): why it is here, what to order, when to go"
              onChange={(event) => setNote(place.id, event.target.value)}
              className="mt-2 block min-h-14 w-full resize-y rounded-md field-sizing-content border border-border bg-surface px-2 py-1.5 text-sm text-white placeholder:text-muted focus:outline-2 focus:outline-accent"
            />
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
