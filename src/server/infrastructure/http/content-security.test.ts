import { describe, expect, it } from "vitest";
import { BUILTIN_MAP_STYLE } from "../../../shared/map-style";
import { setupTestApp } from "../../test/app";
import { contentSecurityDirectives } from "./content-security";

const STYLE_URL = "https://maps.example.org:8443/styles/dark.json?key=abc";

/** The sources of one directive of a Content-Security-Policy header. */
function directive(header: string, name: string): string[] {
  const entry = header.split(";").find((part) => part.trim().startsWith(`${name} `));
  return entry?.trim().split(/\s+/).slice(1) ?? [];
}

describe("the map's place in the content security policy", () => {
  it("lets the browser reach the configured style's origin for data and images, and nothing broader", () => {
    const directives = contentSecurityDirectives({ mapStyleUrl: STYLE_URL });
    expect(directives["connect-src"]).toEqual(["'self'", "https://maps.example.org:8443"]);
    expect(directives["img-src"]).toEqual(["'self'", "data:", "blob:", "https://maps.example.org:8443"]);
    expect(directives["worker-src"]).toEqual(["'self'", "blob:"]);
  });

  it("lets the browser reach a PMTiles archive's origin, named after pmtiles://", () => {
    const directives = contentSecurityDirectives({
      mapStyleUrl: "pmtiles://https://maps.example.org/city.pmtiles",
    });
    expect(directives["connect-src"]).toEqual(["'self'", "https://maps.example.org"]);
  });

  it("opens no origin at all for the built-in basemap", () => {
    const directives = contentSecurityDirectives({ mapStyleUrl: BUILTIN_MAP_STYLE });
    expect(directives["connect-src"]).toEqual(["'self'"]);
    expect(directives["img-src"]).toEqual(["'self'", "data:", "blob:"]);
  });

  describe("served", () => {
    const t = setupTestApp({ demoContent: false, env: { MAP_STYLE_URL: STYLE_URL } });

    it("sends those directives with every page, scripts still only from the app itself", async () => {
      const header = String(
        (await t.app.inject({ method: "GET", url: "/no-such-page" })).headers["content-security-policy"],
      );
      expect(directive(header, "connect-src")).toEqual(["'self'", "https://maps.example.org:8443"]);
      expect(directive(header, "img-src")).toContain("https://maps.example.org:8443");
      expect(directive(header, "worker-src")).toEqual(["'self'", "blob:"]);
      expect(directive(header, "script-src")).toEqual(["'self'"]);
    });
  });
});
