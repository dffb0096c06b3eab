import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../test/app";
import { REQUEST_ANSWERED } from "./access-log";

type LogLine = {
  msg?: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
};

// docs/decisions/046: a request is logged once, when it has been answered.
const lines: LogLine[] = [];
const logger = pino(
  { level: "info" },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as LogLine);
      done();
    },
  }),
);

describe("the access log", () => {
  const t = setupTestApp({ demoContent: false, logger });

  /** The lines logged while `request` ran. */
  const loggedDuring = async (request: () => Promise<unknown>) => {
    const start = lines.length;
    await request();
    return lines.slice(start);
  };

  it("writes one line a request, once answered, with its method, address, status and time", async () => {
    const logged = await loggedDuring(() => t.app.inject({ method: "GET", url: "/api/cities?q=x" }));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: REQUEST_ANSWERED,
      method: "GET",
      url: "/api/cities?q=x",
      statusCode: 200,
      reqId: expect.any(String),
    });
    expect(logged[0]?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it("logs a refused request with its status", async () => {
    const logged = await loggedDuring(() => t.app.inject({ method: "GET", url: "/api/guides/not-a-guide" }));
    expect(logged.filter((line) => line.msg === REQUEST_ANSWERED)).toEqual([
      expect.objectContaining({ url: "/api/guides/not-a-guide", statusCode: 400 }),
    ]);
    expect(logged.map((line) => line.msg)).not.toContain("incoming request");
  });

  it("never writes a token sent in the query string (the API refuses it there)", async () => {
    const token = `cg_${"A1b2-C3d4_".repeat(4)}xyz`;
    const logged = await loggedDuring(() =>
      t.app.inject({ method: "GET", url: `/api/me/saved-guides?access_token=${token}&page=2` }),
    );
    expect(logged.filter((line) => line.msg === REQUEST_ANSWERED)).toEqual([
      expect.objectContaining({
        url: "/api/me/saved-guides?access_token=cg_[redacted]&page=2",
        statusCode: 401,
      }),
    ]);
    expect(JSON.stringify(logged)).not.toContain(token.slice(3));
  });
});
