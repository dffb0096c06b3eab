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

/**
 * The guide as the site will have it once the writer's waiting edit lands on it: their changes on top of
 * whatever the guide answered, as the server merges them; a text someone else changed meanwhile stays theirs.
 */
export function withEdit(guide: GuideDetail, write: EditWrite): GuideDetail {
  const { content } = applyGuideOperations(contentOf(guide), operationsOf(write));
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
