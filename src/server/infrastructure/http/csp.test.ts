import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { mediaUrl } from "../../../shared/media";
import { setupTestApp } from "../../test/app";

// The page shell as the build gets it: Vite rewrites the entry script's address and adds no inline script.
const distDir = mkdtempSync(path.join(os.tmpdir(), "cityguides-csp-"));
copyFileSync(path.resolve("src/web/index.html"), path.join(distDir, "index.html"));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const t = setupTestApp({ demoContent: false, env: { WEB_DIST_DIR: distDir } });

function directivesOf(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, "a Content-Security-Policy header").toBe("string");
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** What the browser applies to scripts: script-src, or default-src when the policy has no script-src. */
const scriptSources = (directives: Map<string, string[]>) =>
  directives.get("script-src") ?? directives.get("default-src");

describe("the Content-Security-Policy of the app's page", () => {
  it("lets only the site's own script files run: no inline script, no eval, no plugins", async () => {
    // The not-found page (an unknown guide or profile) is the same app page, with the same policy.
    const pages = [
      ["/", 200],
      ["/guide/paris/123", 404],
      ["/profile/someone", 404],
    ] as const;
    for (const [url, status] of pages) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      const directives = directivesOf(response.headers["content-security-policy"]);

      expect(scriptSources(directives), url).toEqual(["'self'"]);
      // Inline event handlers (onerror=, onload=) are governed by script-src-attr when it is present.
      expect(directives.get("script-src-attr"), url).toEqual(["'none'"]);
      expect(directives.get("object-src"), url).toEqual(["'none'"]);
      expect(directives.get("base-uri"), url).toEqual(["'self'"]);
      expect(directives.get("frame-ancestors"), url).toEqual(["'self'"]);
      expect(directives.get("form-action"), url).toEqual(["'self'"]);
    }
  });

  it("is one the page itself keeps: its only executable script is a file of the site", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [element, attributes = "", content = ""] of scripts) {
      const isData = /\btype="application\/json"/.test(attributes);
      if (isData) continue;
      expect(attributes, element).toMatch(/\bsrc="\/[^/]/);
      expect(content.trim(), element).toBe("");
    }
  });

  it("allows no inline script on the API's documentation page either", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    const sources = scriptSources(directivesOf(response.headers["content-security-policy"])) ?? [];
    expect(sources).toContain("'self'");
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
  });
});

describe("pictures loaded straight from the store (MEDIA_BASE_URL)", () => {
  const cdn = setupTestApp({
    demoContent: false,
    // The built-in basemap opens no origin of its own, so img-src shows the media origin alone.
    env: {
      WEB_DIST_DIR: distDir,
      MEDIA_BASE_URL: "https://media.example.test/cityguides/",
      MAP_STYLE_URL: "builtin",
    },
  });

  it("allows images from that origin and no other", async () => {
    const imageSources = async (app: typeof t.app) =>
      directivesOf((await app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]).get(
        "img-src",
      );
    expect(await imageSources(cdn.app)).toEqual(["'self'", "data:", "blob:", "https://media.example.test"]);
    expect(await imageSources(t.app)).not.toContain("https://media.example.test");
  });

  it("tells the page where pictures are, so it builds their addresses from there", async () => {
    const page = (await cdn.app.inject({ method: "GET", url: "/" })).body;
    const base = /<script type="application\/json" id="media-base">([^<]*)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(base ?? "null")).toBe("https://media.example.test/cityguides");
    expect(mediaUrl("guides/g1/100-cover", "card", JSON.parse(base ?? "null"))).toBe(
      "https://media.example.test/cityguides/guides/g1/100-cover/card.webp",
    );
    const local = (await t.app.inject({ method: "GET", url: "/" })).body;
    expect(local, "null: through this server's /media").toContain(
      '<script type="application/json" id="media-base">null</script>',
    );
  });
});
