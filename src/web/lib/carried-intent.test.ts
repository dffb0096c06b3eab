import { describe, expect, it } from "vitest";
import { readIntent, withIntent } from "./carried-intent";

describe("carried intent", () => {
  it("comes back as it went out, beside the address's own query", () => {
    const here = withIntent("/city/paris?sort=popular", { kind: "guide", id: "a1b2-c3" });
    expect(here).toBe("/city/paris?sort=popular&then=save-guide.a1b2-c3");
    expect(readIntent(new URLSearchParams(here.split("?")[1]).get("then"))).toEqual({
      kind: "guide",
      id: "a1b2-c3",
    });
    expect(readIntent("bookmark-place.p9")).toEqual({ kind: "place", id: "p9" });
  });

  it("replaces an intent already carried rather than adding a second", () => {
    const twice = withIntent(withIntent("/place/p1", { kind: "place", id: "p1" }), {
      kind: "place",
      id: "p2",
    });
    expect(twice).toBe("/place/p1?then=bookmark-place.p2");
  });

  it.each([null, "", "save-guide.", "delete-guide.x", "save-guide.../x", "save-guide.a b"])(
    "ignores %s",
    (value) => {
      expect(readIntent(value)).toBeUndefined();
    },
  );
});
