import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp } from "../../test/app";
import { type EventStream, eventually, openEventStream } from "../../test/event-stream";

/** Many open streams or slow request bodies must not take the server down for everybody else. */
describe("resource limits", () => {
  const t = setupTestApp({
    demoContent: false,
    env: { REALTIME_MAX_STREAMS: "5", REALTIME_MAX_STREAMS_PER_ADDRESS: "3", REQUEST_TIMEOUT_SECONDS: "1" },
  });
  let port: number;
  const open: EventStream[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    for (const stream of open.splice(0)) stream.close();
    await eventually(() => t.app.realtime.size === 0, "streams to close");
  });

  const stream = async (localAddress?: string) => {
    const opened = await openEventStream(port, localAddress);
    open.push(opened);
    return opened;
  };
  const health = () => fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.status);

  it("refuses more streams from one address than its share, and serves everything else meanwhile", async () => {
    for (let i = 0; i < 3; i++) expect((await stream()).response.statusCode).toBe(200);
    const refused = await stream();
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.headers["retry-after"]).toBe("30");
    await eventually(() => refused.received().includes("RATE_LIMITED"), "the error body");
    expect(await health()).toBe(200);
    expect((await stream("127.0.0.2")).response.statusCode).toBe(200);
  });

  it("refuses streams beyond the total with 503, and admits again once one closes", async () => {
    for (const address of ["127.0.0.2", "127.0.0.2", "127.0.0.3", "127.0.0.3", "127.0.0.4"]) {
      expect((await stream(address)).response.statusCode).toBe(200);
    }
    const refused = await stream("127.0.0.5");
    expect(refused.response.statusCode).toBe(503);
    expect(await health()).toBe(200);
    open[0]?.close();
    await eventually(() => t.app.realtime.size === 4, "a stream to close");
    expect((await stream("127.0.0.5")).response.statusCode).toBe(200);
  });

  it("ends a request whose body trickles in slower than the request timeout", async () => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.write(
      "POST /api/guides HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n",
    );
    const trickle = setInterval(() => socket.write("x"), 200);
    const startedAt = Date.now();
    await closed;
    clearInterval(trickle);
    expect(Date.now() - startedAt).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(await health()).toBe(200);
  });
});
