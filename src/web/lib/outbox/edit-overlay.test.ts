import { describe, expect, it } from "vitest";
import type { GuideDetail, GuidePlace } from "../../../shared/schemas";
import type { EditWrite } from "../offline-db";
import { contentOf, operationsOf, withEdit } from "./edit-overlay";

let ids = 0;
function uuid(): string {
  ids += 1;
  return `00000000-0000-4000-8000-${String(ids).padStart(12, "0")}`;
}

function place(name: string, note: string | null = null): GuidePlace {
  return {
    id: uuid(),
    name,
    category: "cafesBrunch",
    tag: null,
    address: null,
    googleMapsLink: null,
    lat: null,
    lng: null,
    cityName: "Paris",
    image: null,
    isBookmarked: false,
    reviewStatus: "approved",
    note,
    priceLevel: null,
    openingHours: null,
    addedBy: null,
  };
}

function guide(cafes: GuidePlace[], introduction: string | null = null): GuideDetail {
  return {
    id: uuid(),
    name: "Paris together",
    location: "Paris",
    citySlug: "paris",
    backgroundColor: "#000",
    coverImage: null,
    isDemo: false,
    status: "draft",
    isSaved: false,
    saveCount: 0,
    createdAt: "2026-01-01T00:00:00.000Z",
    creator: { id: uuid(), username: "@maya", name: "Maya", avatar: null },
    members: [],
    showReactionCounts: false,
    cityId: uuid(),
    updatedAt: "2026-01-01T00:00:00.000Z",
    introduction,
    moderationReason: null,
    places: { cafesBrunch: cafes, lunchDinner: [], drinksNightlife: [], placesToVisit: [] },
  };
}

const [flore, chartier, deuxMagots, added] = [
  place("Café de Flore"),
  place("Bouillon Chartier", "Queue before noon"),
  place("Les Deux Magots"),
  place("Café Kitsuné"),
];

/** The edit of a writer who loaded `loaded`: a note on Flore, Deux Magots out, Kitsuné in first, a new introduction. */
function editOf(loaded: GuideDetail): Omit<EditWrite, "key" | "madeAt" | "label" | "owner"> & EditWrite {
  const base = contentOf(loaded);
  const after = {
    ...base,
    introduction: "Our slow mornings",
    places: { ...base.places, cafesBrunch: [added.id, flore.id, chartier.id] },
    notes: { ...base.notes, [flore.id]: "Sit upstairs" },
  };
  return {
    key: `edit:${loaded.id}`,
    kind: "edit",
    guideId: loaded.id,
    base,
    after,
    places: { [added.id]: added },
    label: loaded.name,
    owner: uuid(),
    madeAt: 1,
  };
}

const shown = (detail: GuideDetail) =>
  detail.places.cafesBrunch.map((item) => [item.name, item.note] as const);

describe("an edit made offline, shown over the guide until it is sent", () => {
  it("shows the writer's places, order, notes and texts, a place they added as the city's list had it", () => {
    const loaded = guide([flore, chartier, deuxMagots]);
    const edited = withEdit(loaded, editOf(loaded));
    expect(shown(edited)).toEqual([
      ["Café Kitsuné", null],
      ["Café de Flore", "Sit upstairs"],
      ["Bouillon Chartier", "Queue before noon"],
    ]);
    expect(edited.introduction).toBe("Our slow mornings");
    expect(edited.name).toBe(loaded.name);
    // Laid over again, it changes nothing: the same answer, so the cache settles.
    expect(withEdit(edited, editOf(loaded))).toBe(edited);
  });

  it("lands on what others changed meanwhile as the server merges it, their text kept where both wrote", () => {
    const loaded = guide([flore, chartier, deuxMagots]);
    const write = editOf(loaded);
    const other = place("Carette");
    // Meanwhile another member added Carette, wrote their own note on Flore and an introduction.
    const now = guide([{ ...flore, note: "Their note" }, chartier, deuxMagots, other], "Their introduction");
    const edited = withEdit({ ...now, id: loaded.id }, write);
    expect(shown(edited)).toEqual([
      ["Café Kitsuné", null],
      ["Café de Flore", "Their note"],
      ["Bouillon Chartier", "Queue before noon"],
      ["Carette", null],
    ]);
    expect(edited.introduction).toBe("Their introduction");
  });

  it("sends nothing for an edit that changes nothing", () => {
    const loaded = guide([flore, chartier]);
    const base = contentOf(loaded);
    expect(operationsOf({ ...editOf(loaded), base, after: base })).toEqual([]);
  });
});
