import { describe, expect, it } from "vitest";
import { signUp } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, pickPlaces } from "../../test/fixtures";
import { guideForm } from "../../test/guides";
import { expectApiError } from "../../test/http";
import { guides } from "../db/schema";
import { WRITES } from "./same-origin";

const writeRoutes: { method: string; url: string; anyOrigin: boolean }[] = [];
const t = setupTestApp({
  onRoute: (route) => {
    for (const method of [route.method].flat()) {
      if (WRITES.has(method))
        writeRoutes.push({ method, url: route.url, anyOrigin: route.config?.anyOrigin === true });
    }
  },
});

describe("writes from another site's page", () => {
  it("are refused with 403 and create nothing, whatever the cookie", async () => {
    const alice = await signUp(t.app);
    const london = await cityByValue(t.db, "london");
    const guide = {
      name: "Sent from elsewhere",
      cityId: london.id,
      places: await pickPlaces(t.db, london.id),
    };
    const before = (await t.db.select().from(guides)).length;
    const otherPort = new URL(t.config.baseUrl);
    otherPort.port = String(Number(otherPort.port || 80) + 1);
    for (const headers of [
      { origin: otherPort.origin },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ]) {
      const { payload, headers: form } = await guideForm({ guide: JSON.stringify(guide) });
      const response = await t.app.inject({
        method: "POST",
        url: "/api/guides",
        payload,
        headers: { ...form, cookie: alice.cookie, ...headers },
      });
      expectApiError(response, 403, "CROSS_SITE_WRITE");
    }
    expect((await t.db.select().from(guides)).length).toBe(before);
  });

  it("from the app's own pages pass", async () => {
    const alice = await signUp(t.app);
    const london = await cityByValue(t.db, "london");
    const guide = { name: "Sent from the app", cityId: london.id, places: await pickPlaces(t.db, london.id) };
    const { payload, headers } = await guideForm({ guide: JSON.stringify(guide) });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/guides",
      payload,
      headers: { ...headers, ...alice.headers, "sec-fetch-site": "same-origin" },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("every API write route", () => {
  it("refuses another site's request before anything else, better-auth's own routes and signed links aside", async () => {
    // Only the one-click unsubscribe link is taken from anywhere: its signed URL is its credential (decision 067).
    expect(
      writeRoutes.filter((route) => route.anyOrigin).map(({ method, url }) => `${method} ${url}`),
    ).toEqual(["POST /api/unsubscribe"]);
    const checked = writeRoutes.filter(
      ({ url, anyOrigin }) => url.startsWith("/api/") && !url.startsWith("/api/auth/") && !anyOrigin,
    );
    expect(checked.length).toBeGreaterThan(10);
    for (const { method, url } of checked) {
      const response = await t.app.inject({
        method: method as "POST",
        url: url.replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000"),
        headers: { origin: "https://elsewhere.example" },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code, `${method} ${url}`).toBe("CROSS_SITE_WRITE");
    }
  });
});
