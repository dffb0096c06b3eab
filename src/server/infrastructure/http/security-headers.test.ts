import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../test/app";

const PAGE = "/no-such-page";
const API_READ = "/api/cities";

describe("security headers", () => {
  const t = setupTestApp({ demoContent: false, env: { TRUST_PROXY: "1" } });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("give pages helmet's policies, built from the app's own directives", async () => {
    const { headers } = await get(PAGE);
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  it("give API answers the short set a JSON answer needs: nothing may run, frame or sniff it", async () => {
    const response = await get(API_READ);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "cross-origin-resource-policy": "same-origin",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
    });
    expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
  });

  it("keep the page policies on the API's own documentation, which is a page", async () => {
    const { headers } = await get("/api/docs");
    expect(headers["content-security-policy"]).not.toContain("default-src 'none'");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("add HSTS only when the request came over HTTPS, on pages and API answers alike", async () => {
    for (const url of [PAGE, API_READ]) {
      expect((await get(url)).headers["strict-transport-security"], url).toBeUndefined();
      expect(
        (await get(url, { "x-forwarded-proto": "https" })).headers["strict-transport-security"],
        url,
      ).toMatch(/^max-age=\d+; includeSubDomains$/);
    }
  });
});
