import { byCategory, CATEGORY_KEYS } from "../../../shared/categories";
import {
  applyGuideOperations,
  type GuideContent,
  guideOperationsBetween,
} from "../../../shared/guide-operations";
import type { GuideDetail, GuidePlace } from "../../../shared/schemas";
import type { EditWrite } from "../offline-db";

const placesOf = (guide: GuideDetail) => CATEGORY_KEYS.flatMap((key) => guide.places[key]);

/** A guide's content as its operations change it (docs/decisions/058). */
export const contentOf = (guide: GuideDetail): GuideContent => ({
  name: guide.name,
  introduction: guide.introduction ?? "",
  places: byCategory((key) => guide.places[key].map((place) => place.id)),
  notes: Object.fromEntries(placesOf(guide).flatMap((place) => (place.note ? [[place.id, place.note]] : []))),
});

/** The operations a waiting edit sends: from the guide its writer loaded to the guide they left. */
export const operationsOf = (write: EditWrite) => guideOperationsBetween(write.base, write.after);

function sameContent(a: GuideContent, b: GuideContent): boolean {
  const notes = new Set([...Object.keys(a.notes), ...Object.keys(b.notes)]);
  return (
    a.name === b.name &&
    a.introduction === b.introduction &&
    CATEGORY_KEYS.every((key) => a.places[key].join() === b.places[key].join()) &&
    [...notes].every((id) => a.notes[id] === b.notes[id])
  );
}

/**
 * The guide as the site will have it once the writer's waiting edit lands on it: their changes on top of
 * whatever the guide answered, as the server merges them; a text someone else changed meanwhile stays theirs.
 * `guide` itself when the edit changes nothing of it (laid over it already, say): laying it again is no change.
 */
export function withEdit(guide: GuideDetail, write: EditWrite): GuideDetail {
  const before = contentOf(guide);
  const { content } = applyGuideOperations(before, operationsOf(write));
  if (sameContent(before, content)) return guide;
  const known = new Map<string, GuidePlace>([
    ...Object.entries(write.places),
    ...placesOf(guide).map((place) => [place.id, place] as const),
  ]);
  return {
    ...guide,
    name: content.name,
    introduction: content.introduction || null,
    places: byCategory((key) =>
      content.places[key].flatMap((id) => {
        const place = known.get(id);
        return place ? [{ ...place, note: content.notes[id] ?? null }] : [];
      }),
    ),
  };
}
