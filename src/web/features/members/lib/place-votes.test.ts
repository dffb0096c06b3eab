import { describe, expect, it } from "vitest";
import type { GuidePlace, PlaceReactions } from "../../../../shared/schemas";
import { mostLikedFirst, votedDown } from "./place-votes";

const place = (id: string) => ({ id, name: id }) as GuidePlace;
const votes = (placeId: string, up: number, down: number): PlaceReactions => ({
  placeId,
  up,
  down,
  mine: null,
  upBy: [],
  downBy: [],
  comments: 0,
});

const places = ["a", "b", "c", "d", "e"].map(place);
const reactions = [votes("b", 2, 0), votes("c", 3, 1), votes("d", 0, 1), votes("e", 1, 1)];

describe("the group's votes on a category", () => {
  it("put the most liked first: 👍 minus 👎, then more 👍, then the guide's order", () => {
    // c and b both stand at +2 (c with more 👍), e and a at 0 (e with a 👍); d, voted down, comes last.
    expect(mostLikedFirst(places, reactions).map((p) => p.id)).toEqual(["c", "b", "e", "a", "d"]);
    expect(mostLikedFirst(places, [votes("d", 1, 1)]).map((p) => p.id)).toEqual(["d", "a", "b", "c", "e"]);
    expect(mostLikedFirst(places, []).map((p) => p.id)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("name as voted down only the places with more 👎 than 👍", () => {
    expect(votedDown(places, reactions).map((p) => p.id)).toEqual(["d"]);
    expect(votedDown(places, [votes("a", 1, 2), votes("b", 2, 2)]).map((p) => p.id)).toEqual(["a"]);
  });
});
