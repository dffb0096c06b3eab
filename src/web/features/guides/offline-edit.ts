import { byCategory, CATEGORY_KEYS } from "../../../shared/categories";
import type { GuideBase, GuideDetail, GuidePlace, PlacePage } from "../../../shared/schemas";
import type { EditWrite } from "../../lib/offline-db";
import type { GuideSubmission } from "./api/save-guide";
import { conflictsOf, type EditConflict } from "./components/guide-form/edit-conflicts";
import type { GuideFormValues } from "./components/guide-form/guide-form";

type Writer = { id: string; username: string; firstName: string };

/**
 * Whether a save that could not reach the site may wait on the device (docs/decisions/059): a change of the
 * guide's content alone, which operations carry. A cover, a publication or a move to another city needs the site.
 */
export const canWaitOffline = (submission: GuideSubmission, guide: GuideDetail) =>
  submission.base !== undefined &&
  !submission.cover &&
  submission.input.status === guide.status &&
  submission.input.cityId === guide.cityId;

const placesOf = (guide: GuideDetail) => CATEGORY_KEYS.flatMap((key) => guide.places[key]);

/**
 * The waiting edit of a save made offline: the guide as the form started (its base) and as the writer left it,
 * with its places as the guide page shows them: those already in the guide, and those the writer added as the
 * city's places list (kept with the guide) has them.
 */
export function waitingEditOf(
  submission: GuideSubmission,
  guide: GuideDetail,
  offered: PlacePage | undefined,
  writer: Writer,
): Omit<EditWrite, "key" | "madeAt"> {
  const { input } = submission;
  const after: GuideBase = {
    name: input.name,
    introduction: input.introduction,
    places: input.places,
    notes: input.notes,
  };
  const inGuide = new Map(placesOf(guide).map((place) => [place.id, place]));
  const inCity = new Map(offered?.items.map((place) => [place.id, place]));
  const addedBy = { id: writer.id, username: `@${writer.username}`, name: writer.firstName };
  const places: Record<string, GuidePlace> = {};
  for (const id of CATEGORY_KEYS.flatMap((key) => after.places[key])) {
    const summary = inCity.get(id);
    const place =
      inGuide.get(id) ??
      (summary && {
        ...summary,
        note: null,
        priceLevel: null,
        openingHours: null,
        addedBy,
      });
    if (place) places[id] = place;
  }
  return {
    kind: "edit",
    guideId: guide.id,
    base: submission.base ?? after,
    after,
    places,
    label: guide.name,
    owner: writer.id,
  };
}

/**
 * The edit form as a waiting edit left it, for its writer to send again after the site refused it: their texts in
 * the fields, the others' beside them (the form's conflict panel), and the base it started from.
 */
export function formOfEdit(
  write: EditWrite,
  guide: GuideDetail,
): { values: GuideFormValues; base: GuideBase; conflicts: EditConflict[] } {
  const known = new Map([...Object.entries(write.places), ...placesOf(guide).map((p) => [p.id, p] as const)]);
  const places = byCategory((key) =>
    write.after.places[key].map((id) => {
      const place = known.get(id);
      return {
        id,
        name: place?.name ?? "",
        note: write.after.notes[id] ?? "",
        reviewStatus: place?.reviewStatus,
      };
    }),
  );
  return {
    values: {
      name: write.after.name,
      useDefaultName: false,
      cityId: guide.cityId,
      introduction: write.after.introduction,
      places,
      cover: null,
    },
    base: write.base,
    conflicts: conflictsOf(write.conflicts),
  };
}
