import { describe, expect, it } from "vitest";
import type { GuideDetail, GuidePlace } from "../../shared/schemas";
import { searchKept } from "./kept-search";

let ids = 0;
function uuid(): string {
  ids += 1;
  return `00000000-0000-4000-8000-${String(ids).padStart(12, "0")}`;
}

function place(name: string, words: Partial<GuidePlace> = {}): GuidePlace {
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
    note: null,
    priceLevel: null,
    openingHours: null,
    addedBy: null,
    ...words,
  };
}

function guide(name: string, cafes: GuidePlace[]): GuideDetail {
  return {
    id: uuid(),
    name,
    location: "Paris",
    citySlug: "paris",
    backgroundColor: "#000",
    coverImage: null,
    isDemo: false,
    status: "published",
    isSaved: true,
    saveCount: 1,
    createdAt: "2026-01-01T00:00:00.000Z",
    creator: { id: uuid(), username: "maya", name: "Maya", avatar: null },
    members: [],
    showReactionCounts: false,
    cityId: uuid(),
    updatedAt: "2026-01-01T00:00:00.000Z",
    introduction: "Slow mornings on the Left Bank",
    moderationReason: null,
    places: { cafesBrunch: cafes, lunchDinner: [], drinksNightlife: [], placesToVisit: [] },
  };
}

const flore = place("Café de Flore", { tag: "Literary café", note: "Order the hot chocolate" });
const chartier = place("Bouillon Chartier", { tag: "Brasserie" });
const kept = [guide("Paris by Maya", [flore, chartier]), guide("Paris again", [flore])];

describe("searching the kept guides offline", () => {
  it("finds a place by its name without accents and with a typo, once though two guides hold it", () => {
    expect(searchKept(kept, "cafe de flor", 20).places.map(({ name }) => name)).toEqual(["Café de Flore"]);
    expect(searchKept(kept, "bouilon", 20).places.map(({ name }) => name)).toEqual(["Bouillon Chartier"]);
  });

  it("finds places by the creator's note and guides by their introduction, and says it searched kept guides only", () => {
    const byNote = searchKept(kept, "hot chocolate", 20);
    expect(byNote.places.map(({ name }) => name)).toEqual(["Café de Flore"]);
    expect(byNote.keptOnly).toBe(true);
    expect(searchKept(kept, "left bank", 20).guides).toHaveLength(2);
  });

  it("ranks a name that starts with the query first, keeps to the limit, and finds nothing unrelated", () => {
    expect(searchKept(kept, "paris by", 20).guides.map(({ name }) => name)[0]).toBe("Paris by Maya");
    expect(searchKept(kept, "paris", 1).guides).toHaveLength(1);
    expect(searchKept(kept, "sushi", 20)).toMatchObject({ guides: [], places: [], cities: [], profiles: [] });
  });
});
