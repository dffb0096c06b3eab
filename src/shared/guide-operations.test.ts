import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { byCategory, CATEGORY_KEYS } from "./categories";
import { applyGuideOperations, type GuideContent, guideOperationsBetween } from "./guide-operations";

const ids = Array.from({ length: 30 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`);

/** A guide drawn from a pool of places, each place in at most one category, a few with notes. */
const guideContent = fc
  .tuple(
    fc.shuffledSubarray(ids, { maxLength: 20 }),
    fc.array(fc.constantFrom("", "", "try the tart"), { minLength: 20, maxLength: 20 }),
    fc.constantFrom("Paris by Maya", "Paris with friends"),
    fc.constantFrom("", "A walk."),
  )
  .map(([chosen, notes, name, introduction]): GuideContent => {
    // A place keeps one category in every guide drawn, as a catalogue place does.
    const categoryOf = (id: string) => CATEGORY_KEYS[ids.indexOf(id) % CATEGORY_KEYS.length];
    return {
      name,
      introduction,
      places: byCategory((key) => chosen.filter((id) => categoryOf(id) === key)),
      notes: Object.fromEntries(chosen.flatMap((id, n) => (notes[n] ? [[id, notes[n]]] : []))),
    };
  });

const content = (places: Partial<GuideContent["places"]>, notes: Record<string, string> = {}) => ({
  name: "Paris",
  introduction: "",
  places: byCategory((key) => places[key] ?? []),
  notes,
});

describe("guide operations", () => {
  it("turn any guide into any other: applied to the first, the operations between two give the second", () => {
    fc.assert(
      fc.property(guideContent, guideContent, (before, after) => {
        const { content: result, conflicts } = applyGuideOperations(
          before,
          guideOperationsBetween(before, after),
        );
        expect(conflicts).toEqual([]);
        expect(result).toEqual(after);
      }),
      { numRuns: 300 },
    );
  });

  it("keep what someone else changed meanwhile: their added place and their note stay beside this change", () => {
    const [a, b, c, d] = ids as [string, string, string, string];
    const loaded = content({ cafesBrunch: [a, b] });
    const mine = content({ cafesBrunch: [b, a, c] }, { a: "" });
    const stored = content({ cafesBrunch: [a, b, d] }, { [b]: "their note" });
    const { content: result, conflicts } = applyGuideOperations(stored, guideOperationsBetween(loaded, mine));
    expect(conflicts).toEqual([]);
    expect(result.places.cafesBrunch).toEqual([b, a, c, d]);
    expect(result.notes).toEqual({ [b]: "their note" });
  });

  it("refuse a text someone else changed meanwhile, with theirs, and leave the stored guide as it was", () => {
    const [a] = ids as [string];
    const stored = content({ cafesBrunch: [a] }, { [a]: "theirs" });
    const { conflicts } = applyGuideOperations(stored, [
      { type: "setNote", placeId: a, note: "mine", base: "" },
      { type: "setName", name: "Paris again", base: "Paris" },
    ]);
    expect(conflicts).toEqual([{ field: "note", placeId: a, current: "theirs", yours: "mine" }]);
    expect(stored.notes[a]).toBe("theirs");
  });

  it("take a text set to what is already stored as agreement, and a note on a removed place as a conflict", () => {
    const [a, b] = ids as [string, string];
    const stored = content({ cafesBrunch: [a] }, { [a]: "same" });
    const { conflicts } = applyGuideOperations(stored, [
      { type: "setNote", placeId: a, note: "same", base: "" },
      { type: "setNote", placeId: b, note: "lost?", base: "" },
    ]);
    expect(conflicts).toEqual([{ field: "note", placeId: b, current: null, yours: "lost?" }]);
  });

  it("add a place once: a second add of it, or a move of a removed one, changes nothing", () => {
    const [a, b] = ids as [string, string];
    const stored = content({ cafesBrunch: [a] });
    const { content: result } = applyGuideOperations(stored, [
      { type: "addPlace", placeId: a, category: "cafesBrunch", position: 0 },
      { type: "movePlace", placeId: b, position: 0 },
    ]);
    expect(result.places.cafesBrunch).toEqual([a]);
  });
});
