import { describe, expect, it } from "vitest";
import { setupTestApp, testEngine } from "../../test/app";
import { expectApiError } from "../../test/http";

const TOKEN = "a-metrics-token-for-the-tests";

describe("GET /metrics", () => {
  describe("without METRICS_TOKEN", () => {
    const t = setupTestApp({ demoContent: false });
    it("does not exist", async () => {
      const response = await t.app.inject({ method: "GET", url: "/metrics" });
      expect(response.statusCode).toBe(404);
    });
  });

  describe("with METRICS_TOKEN", () => {
    const t = setupTestApp({ demoContent: false, env: { METRICS_TOKEN: TOKEN } });

    it("refuses a missing or wrong token", async () => {
      for (const authorization of [undefined, "Bearer wrong-token-of-some-length", TOKEN]) {
        const response = await t.app.inject({
          method: "GET",
          url: "/metrics",
          headers: authorization ? { authorization } : {},
        });
        expectApiError(response, 401, "UNAUTHORIZED");
      }
    });

    it("reports request durations by route pattern, pool use and open event streams", async () => {
      const { app } = t;
      const cities = await app.inject({ method: "GET", url: "/api/cities" });
      expect(cities.statusCode).toBe(200);
      await app.inject({ method: "GET", url: "/api/places/00000000-0000-4000-8000-000000000000" });
      const response = await app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
      const text = response.body;
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/cities",status_code="200"\} 1/,
      );
      expect(text).toContain('route="/api/places/:id",status_code="404"');
      expect(text).toMatch(/realtime_open_streams 0/);
      if (testEngine() === "postgres") expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
      expect(text).toContain("process_cpu_seconds_total");
    });
  });
});
