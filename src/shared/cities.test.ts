import { describe, expect, it } from "vitest";
import { citySlug, guideBackgroundColor } from "./cities";

describe("citySlug", () => {
  it.each([
    ["New York", "new-york"],
    ["Rio de Janeiro", "rio-de-janeiro"],
    ["São Paulo", "sao-paulo"],
    ["  Kraków ", "krakow"],
    ["Washington, D.C.", "washington-d-c"],
    ["A/B?#C", "a-b-c"],
  ])("%s -> %s", (name, slug) => {
    expect(citySlug(name)).toBe(slug);
  });
});

describe("guideBackgroundColor", () => {
  it("uses a city's fixed colour when it has one, looked up without spaces, dashes or case", () => {
    expect(guideBackgroundColor("newYork")).toBe("#A06CD5");
    expect(guideBackgroundColor("new-york")).toBe("#A06CD5");
  });

  it("hashes other cities into the same dark colour every time", () => {
    const colour = guideBackgroundColor("lisbon");
    expect(colour).toMatch(/^#[0-9A-F]{6}$/);
    expect(guideBackgroundColor("lisbon")).toBe(colour);
  });
});
