import { describe, expect, it } from "vitest";
import { directionsUrl, isAppleMobile } from "./directions";

const LOUVRE = { lat: 48.86061, lng: 2.33764 };

describe("directions", () => {
  it("opens Google Maps on the web and Android, Apple Maps on iOS, at the place's coordinates", () => {
    expect(directionsUrl(LOUVRE, false)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=48.86061,2.33764",
    );
    expect(directionsUrl(LOUVRE, true)).toBe("https://maps.apple.com/?daddr=48.86061,2.33764");
  });

  it("goes to the address, encoded, for a place without coordinates", () => {
    expect(directionsUrl("22 Frith Street, London W1D 4RF", false)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=22%20Frith%20Street%2C%20London%20W1D%204RF",
    );
    expect(directionsUrl("Rue de Rivoli & Co", true)).toBe(
      "https://maps.apple.com/?daddr=Rue%20de%20Rivoli%20%26%20Co",
    );
  });

  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15", 5, true],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15", 5, true],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15", 0, false],
    ["Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile", 5, false],
  ])("tells Apple's phones and tablets apart: %s with %i touch points", (agent, touches, apple) => {
    expect(isAppleMobile(agent, touches)).toBe(apple);
  });
});
