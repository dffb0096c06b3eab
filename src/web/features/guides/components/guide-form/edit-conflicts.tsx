import { TriangleAlert } from "lucide-react";
import { CATEGORY_KEYS, type CategoryKey } from "../../../../../shared/categories";
import { GUIDE_MEMBER_MESSAGES } from "../../../../../shared/guide-members";
import type { GuideBase } from "../../../../../shared/schemas";
import { Button } from "../../../../components/ui/button";
import type { PickedPlace } from "./picked-places";

/** A text someone else changed meanwhile, as the save's 409 names it (docs/decisions/058). */
export type EditConflict = {
  /** 'name', 'introduction' or 'notes.<placeId>'. */
  field: string;
  /** The stored text; null when the place left the guide meanwhile. */
  theirs: string | null;
};

export const conflictsOf = (details: Record<string, string[]> | undefined): EditConflict[] =>
  Object.entries(details ?? {}).map(([field, [theirs]]) => ({ field, theirs: theirs ?? null }));

type Places = Record<CategoryKey, PickedPlace[]>;
const placeIdOf = (field: string) => (field.startsWith("notes.") ? field.slice("notes.".length) : null);

/**
 * The base after the writer chose: either way the field's base becomes what is stored, so the next save sends
 * their choice as a change of it. A place removed meanwhile leaves the base, so keeping it adds it back.
 */
export function baseAfterChoice(base: GuideBase, conflict: EditConflict): GuideBase {
  const placeId = placeIdOf(conflict.field);
  if (!placeId) return { ...base, [conflict.field]: conflict.theirs ?? "" };
  const { [placeId]: _gone, ...notes } = base.notes;
  if (conflict.theirs === null) {
    const places = Object.fromEntries(
      CATEGORY_KEYS.map((key) => [key, base.places[key].filter((id) => id !== placeId)]),
    ) as GuideBase["places"];
    return { ...base, places, notes };
  }
  return { ...base, notes: conflict.theirs ? { ...notes, [placeId]: conflict.theirs } : notes };
}

/** The form's places with the other writer's choice taken for one place: their note, or the place gone. */
export function placesWithTheirs(places: Places, conflict: EditConflict, placeId: string): Places {
  return Object.fromEntries(
    CATEGORY_KEYS.map((key) => [
      key,
      conflict.theirs === null
        ? places[key].filter((place) => place.id !== placeId)
        : places[key].map((place) =>
            place.id === placeId ? { ...place, note: conflict.theirs ?? "" } : place,
          ),
    ]),
  ) as Places;
}

type EditConflictsProps = {
  conflicts: EditConflict[];
  places: Places;
  onUseTheirs: (conflict: EditConflict) => void;
  onKeepMine: (conflict: EditConflict) => void;
};

/**
 * What the save could not write because another member changed the same text meanwhile: their text beside the
 * writer's, which stays in the form, and a choice for each. The writer saves again once they have chosen.
 */
export function EditConflicts({ conflicts, places, onUseTheirs, onKeepMine }: EditConflictsProps) {
  if (conflicts.length === 0) return null;
  const labelOf = (field: string) => {
    const placeId = placeIdOf(field);
    if (!placeId) return field === "name" ? "Guide Name" : "Introduction";
    const place = CATEGORY_KEYS.flatMap((key) => places[key]).find((picked) => picked.id === placeId);
    return `Note on ${place?.name ?? "a place"}`;
  };
  return (
    <section
      role="alert"
      aria-labelledby="edit-conflicts"
      className="flex flex-col gap-3 rounded-lg border border-amber-400/60 bg-amber-400/10 p-4"
    >
      <h2 id="edit-conflicts" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-400" />
        {GUIDE_MEMBER_MESSAGES.editConflict}
      </h2>
      <ul className="flex flex-col gap-3">
        {conflicts.map((conflict) => (
          <li key={conflict.field} className="flex flex-col gap-2">
            <p className="text-sm font-medium">{labelOf(conflict.field)}</p>
            <p className="text-sm text-muted">
              {conflict.theirs === null ? (
                GUIDE_MEMBER_MESSAGES.conflictPlaceGone
              ) : (
                <>
                  {GUIDE_MEMBER_MESSAGES.conflictTheirs}:{" "}
                  <q className="break-words text-white">{conflict.theirs || "(none)"}</q>
                </>
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => onUseTheirs(conflict)}>
                {conflict.theirs === null ? "Leave it out" : "Use theirs"}
              </Button>
              <Button variant="secondary" onClick={() => onKeepMine(conflict)}>
                {conflict.theirs === null ? "Add it back with my note" : "Keep mine"}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
