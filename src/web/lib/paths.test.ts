import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./paths";

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
