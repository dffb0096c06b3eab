import { describe, expect, it } from "vitest";
import { CATALOGUE_MESSAGES } from "../../../../../shared/messages";
import type { OfferedPlace } from "./offered-options";
import { matching, placesNear, readPastedLink } from "./picker-search";

const place = (name: string, lat: number | null, lng: number | null): OfferedPlace => ({
  id: name,
  name,
  tag: "Café",
  address: "Boulevard Saint-Germain, Paris",
  reviewStatus: "approved",
  lat,
  lng,
});

// Around Saint-Germain-des-Prés: Les Deux Magots lies 53 m from Café de Flore, Le Procope about 470 m.
const flore = place("Café de Flore", 48.85408, 2.33257);
const magots = place("Les Deux Magots", 48.854, 2.33329);
const procope = place("Le Procope", 48.85302, 2.33892);
const unlocated = place("Café sans adresse", null, null);
const offered = [procope, magots, unlocated, flore];

describe("readPastedLink", () => {
  it("reads a link's point and the name of its place", () => {
    expect(
      readPastedLink("https://www.google.com/maps/place/Caf%C3%A9+de+Flore/@48.85408,2.33257,17z"),
    ).toEqual({
      ok: true,
      point: { lat: 48.85408, lng: 2.33257 },
      name: "Café de Flore",
    });
  });

  it("says why a link gives no point", () => {
    expect(readPastedLink("https://maps.app.goo.gl/6fA1mFzF1q3ZqJwT7")).toEqual({
      ok: false,
      message: CATALOGUE_MESSAGES.mapLinkShort,
    });
  });

  it("leaves words, and typed coordinates, to the search", () => {
    expect(readPastedLink("cafe de flore")).toBeNull();
    expect(readPastedLink("48.85408, 2.33257")).toBeNull();
  });
});

describe("placesNear", () => {
  it("finds the places within 150 m, the one named like the link's place first", () => {
    const point = { lat: 48.854, lng: 2.33329 };
    expect(placesNear(offered, { point, name: "Café de Flore" })).toEqual([flore, magots]);
  });

  it("puts the nearest first when no name is like the link's", () => {
    const point = { lat: 48.85405, lng: 2.3327 };
    expect(placesNear(offered, { point, name: null })).toEqual([flore, magots]);
    expect(placesNear(offered, { point: { lat: 48.854, lng: 2.3333 }, name: "Chez Janou" })).toEqual([
      magots,
      flore,
    ]);
  });

  it("finds nothing where nothing is listed", () => {
    expect(placesNear(offered, { point: { lat: 48.85923, lng: 2.36641 }, name: "Chez Janou" })).toEqual([]);
  });
});

describe("matching", () => {
  it("finds typed words in a name, tag or address, accents and case aside", () => {
    expect(matching(offered, "cafe FLORE")).toEqual([flore]);
    expect(matching(offered, "saint-germain procope")).toEqual([procope]);
    expect(matching(offered, "  ")).toEqual(offered);
  });
});
