import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { eventually, openEventStream } from "../../test/event-stream";
import {
  disposeServerProcess,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from "../../test/server-process";

describe("SIGTERM", () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await disposeServerProcess(server);
    server = undefined;
  });

  it("finishes the request in flight, tells event streams to reconnect, then exits 0", async () => {
    server = await startServerProcess({});
    await waitForHealth(server);
    const port = Number(new URL(server.url).port);
    const stream = await openEventStream(port);
    await eventually(() => stream.received().includes(": connected"), "the stream to open");

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ email: "not-an-email", password: "x" });
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.write(
      `POST /api/auth/sign-up/email HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${server.url}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = server.kill("SIGTERM");
    await eventually(() => stream.received().includes("retry: 1000"), "the reconnect hint", 5_000);
    socket.write(body.slice(10));
    await eventually(() => /^HTTP\/1\.1 \d{3}/.test(answer), "the in-flight request's answer", 5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d/);
    expect(await exited).toBe(0);
    stream.close();
    socket.destroy();
  }, 200_000);
});
