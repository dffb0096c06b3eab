import { byCategory, CATEGORY_KEYS, type CategoryKey } from "./categories";
import type { GuideOperation } from "./schemas/guide-operations";

/** What operations change of a guide: its name, introduction, places in order and notes ("" is none). */
export type GuideContent = {
  name: string;
  introduction: string;
  places: Record<CategoryKey, string[]>;
  notes: Record<string, string>;
};

/**
 * A text someone else changed meanwhile: what is stored now (`current`, null when the place it was about left the
 * guide) and what this writer sent (`yours`), for them to merge or send again (docs/decisions/058).
 */
export type GuideConflict = {
  field: "name" | "introduction" | "note";
  placeId?: string;
  current: string | null;
  yours: string;
};

const categoryOf = (content: GuideContent, placeId: string) =>
  CATEGORY_KEYS.find((key) => content.places[key].includes(placeId));

const clamp = (position: number | undefined, length: number) =>
  position === undefined ? length : Math.min(position, length);

/** The stored text against the one its writer started from: a conflict when both it and the new one differ. */
function textConflict(
  field: GuideConflict["field"],
  stored: string,
  base: string,
  yours: string,
  placeId?: string,
): GuideConflict | null {
  if (stored === base || stored === yours) return null;
  return { field, ...(placeId ? { placeId } : {}), current: stored, yours };
}

function applyOne(content: GuideContent, op: GuideOperation): GuideConflict | null {
  switch (op.type) {
    case "addPlace": {
      // Added meanwhile by someone else: one place once in a guide, with the note it has.
      if (categoryOf(content, op.placeId)) return null;
      const list = content.places[op.category];
      list.splice(clamp(op.position, list.length), 0, op.placeId);
      if (op.note) content.notes[op.placeId] = op.note;
      return null;
    }
    case "removePlace": {
      const key = categoryOf(content, op.placeId);
      if (key) content.places[key] = content.places[key].filter((id) => id !== op.placeId);
      delete content.notes[op.placeId];
      return null;
    }
    case "movePlace": {
      // A place removed meanwhile stays removed.
      const key = categoryOf(content, op.placeId);
      if (!key) return null;
      const rest = content.places[key].filter((id) => id !== op.placeId);
      rest.splice(clamp(op.position, rest.length), 0, op.placeId);
      content.places[key] = rest;
      return null;
    }
    case "setNote": {
      if (!categoryOf(content, op.placeId))
        return { field: "note", placeId: op.placeId, current: null, yours: op.note };
      const conflict = textConflict("note", content.notes[op.placeId] ?? "", op.base, op.note, op.placeId);
      if (conflict) return conflict;
      if (op.note) content.notes[op.placeId] = op.note;
      else delete content.notes[op.placeId];
      return null;
    }
    case "setIntroduction": {
      const conflict = textConflict("introduction", content.introduction, op.base, op.introduction);
      if (!conflict) content.introduction = op.introduction;
      return conflict;
    }
    case "setName": {
      const conflict = textConflict("name", content.name, op.base, op.name);
      if (!conflict) content.name = op.name;
      return conflict;
    }
  }
}

/**
 * The guide after `operations`, each applied in order on top of the one before, and the texts that could not be
 * set because someone else changed them meanwhile. `content` itself is left as it was.
 */
export function applyGuideOperations(
  content: GuideContent,
  operations: readonly GuideOperation[],
): { content: GuideContent; conflicts: GuideConflict[] } {
  const next: GuideContent = {
    ...content,
    places: byCategory((key) => [...content.places[key]]),
    notes: { ...content.notes },
  };
  const conflicts = operations.flatMap((op) => applyOne(next, op) ?? []);
  return { content: next, conflicts };
}

/**
 * The operations that turn `before` into `after`: removals, then additions where they stand, then the moves that
 * put each category in order, then the texts, each with what it was in `before` as its base. Applied to `before`
 * itself they give exactly `after`; applied to a guide others changed meanwhile, they keep the others' changes.
 */
export function guideOperationsBetween(before: GuideContent, after: GuideContent): GuideOperation[] {
  const operations: GuideOperation[] = [];
  const wasIn = new Set(CATEGORY_KEYS.flatMap((key) => before.places[key]));
  const isIn = new Set(CATEGORY_KEYS.flatMap((key) => after.places[key]));
  for (const placeId of wasIn) if (!isIn.has(placeId)) operations.push({ type: "removePlace", placeId });
  for (const category of CATEGORY_KEYS) {
    const order = before.places[category].filter((id) => isIn.has(id));
    after.places[category].forEach((placeId, position) => {
      if (wasIn.has(placeId)) return;
      const note = after.notes[placeId];
      operations.push({ type: "addPlace", placeId, category, position, ...(note ? { note } : {}) });
      order.splice(position, 0, placeId);
    });
    after.places[category].forEach((placeId, position) => {
      if (order[position] === placeId) return;
      operations.push({ type: "movePlace", placeId, position });
      order.splice(order.indexOf(placeId), 1);
      order.splice(position, 0, placeId);
    });
  }
  for (const placeId of isIn) {
    const [base, note] = [before.notes[placeId] ?? "", after.notes[placeId] ?? ""];
    if (wasIn.has(placeId) && base !== note) operations.push({ type: "setNote", placeId, note, base });
  }
  if (before.introduction !== after.introduction)
    operations.push({
      type: "setIntroduction",
      introduction: after.introduction,
      base: before.introduction,
    });
  if (before.name !== after.name) operations.push({ type: "setName", name: after.name, base: before.name });
  return operations;
}
