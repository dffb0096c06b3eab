import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cities } from "../../infrastructure/db/schema";
import { setupTestApp, type TestApp } from "../../test/app";
import { eventually, openEventStream } from "../../test/event-stream";

const listen = async (testApp: TestApp) => {
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  return (testApp.app.server.address() as AddressInfo).port;
};

describe("GET /api/realtime", () => {
  const t = setupTestApp({ demoContent: false });
  let port: number;
  beforeAll(async () => {
    port = await listen(t);
  });

  it("opens an event stream", async () => {
    const stream = await openEventStream(port);
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers["content-type"]).toBe("text/event-stream");
      expect(stream.response.headers["cache-control"]).toContain("no-cache");
      // The stream takes the response over from Fastify and still carries the API's security headers.
      expect(stream.response.headers["content-security-policy"]).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(stream.response.headers["x-content-type-options"]).toBe("nosniff");
      await eventually(() => stream.received().includes(": connected"), "the greeting");
      expect(stream.received()).toMatch(/^retry: \d+\n/);
    } finally {
      stream.close();
    }
  });

  it("sends a 'cities' event to every open stream after a city changes", async () => {
    const streams = await Promise.all([openEventStream(port), openEventStream(port)]);
    try {
      await eventually(
        () => streams.every((stream) => stream.received().includes(": connected")),
        "greetings",
      );
      await eventually(() => t.app.realtime.size === 2, "both streams to register");
      await t.db.update(cities).set({ bgColor: "#123456" }).where(eq(cities.value, "paris"));
      for (const stream of streams) {
        await eventually(() => stream.received().includes("event: cities\n"), "the cities event");
        expect(stream.received()).toContain('event: cities\ndata: {"operation":"UPDATE"}\n\n');
      }
      await t.db
        .insert(cities)
        .values({ name: "Lisbon", value: "lisbon", slug: "lisbon", bgColor: "#F4A261" });
      await t.db.delete(cities).where(eq(cities.value, "lisbon"));
      for (const operation of ["INSERT", "DELETE"]) {
        await eventually(
          () => streams[0]?.received().includes(`{"operation":"${operation}"}`) ?? false,
          operation,
        );
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("forgets a stream when its client goes away", async () => {
    const stream = await openEventStream(port);
    await eventually(() => t.app.realtime.size === 1, "the stream to register");
    stream.close();
    await eventually(() => t.app.realtime.size === 0, "the stream to be dropped");
  });

  // Last: it shuts the file's app down (afterAll's close then has nothing left to do).
  it("ends open streams and shuts down promptly", async () => {
    const stream = await openEventStream(port);
    await eventually(() => t.app.realtime.size === 1, "the stream to register");
    const ended = new Promise<void>((resolve) => stream.response.on("close", () => resolve()));
    const startedAt = Date.now();
    await t.close();
    await ended;
    expect(Date.now() - startedAt).toBeLessThan(3_000);
  });
});
