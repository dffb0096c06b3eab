import { describe, expect, it } from "vitest";
import { guidePageOrNull, paths, safeReturnPath } from "./paths";

describe("safeReturnPath", () => {
  it("keeps a path inside the app, with its query and fragment", () => {
    expect(safeReturnPath("/profile")).toBe("/profile");
    expect(safeReturnPath("/saved/new-york?tab=places#top")).toBe("/saved/new-york?tab=places#top");
  });

  it.each([
    null,
    "",
    "profile",
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/\\\\evil.example",
  ])("sends %s home", (value) => {
    expect(safeReturnPath(value)).toBe("/");
  });
});

describe("where a place was opened from", () => {
  const guide = "/guide/new-york/0b5c1f5e-3c1a-4d1e-9f3b-2a7c9e1d4b6f";

  it("is carried by the place's address when it is a guide's page or one of its categories", () => {
    expect(guidePageOrNull(guide)).toBe(guide);
    expect(guidePageOrNull(`${guide}/category/cafes`)).toBe(`${guide}/category/cafes`);
    expect(paths.place("p1", guide)).toBe(`/place/p1?from=${encodeURIComponent(guide)}`);
    expect(paths.place("p1", null)).toBe("/place/p1");
  });

  it.each([
    null,
    "/city/new-york",
    "https://evil.example/guide/x/0b5c1f5e-3c1a-4d1e-9f3b-2a7c9e1d4b6f",
    "//evil.example/guide/x/0b5c1f5e-3c1a-4d1e-9f3b-2a7c9e1d4b6f",
    `${guide}?x=1`,
    "/guide/new-york/not-an-id",
  ])("is ignored when it is %s", (value) => {
    expect(guidePageOrNull(value)).toBeNull();
  });
});
