import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { eventually, openEventStream } from "../../test/event-stream";

const t = setupTestApp();
let port: number;
let maya: TestAccount;
let jordi: TestAccount;
let sam: TestAccount;

const streamOf = (account: TestAccount | undefined) =>
  openEventStream(port, undefined, account ? { cookie: account.cookie } : {}, "/api/realtime?me=1");
const NOTIFIED = "event: notifications\n";

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  [maya, jordi, sam] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
});

describe("a member's own event stream (docs/decisions/065)", () => {
  it("is refused to a visitor", async () => {
    const stream = await streamOf(undefined);
    stream.close();
    expect(stream.response.statusCode).toBe(401);
  });

  it("carries the member's notifications within a second, and never anyone else's", async () => {
    const mayas = await streamOf(maya);
    const jordis = await streamOf(jordi);
    try {
      expect(mayas.response.statusCode).toBe(200);
      await eventually(() => mayas.received().includes(": connected"), "Maya's stream");
      await eventually(() => jordis.received().includes(": connected"), "Jordi's stream");
      const sent = Date.now();
      await t.app.inject(as(sam, { method: "PUT", url: `/api/profiles/${jordi.username}/follow` }));
      await eventually(() => jordis.received().includes(NOTIFIED), "Jordi's bell", 1_000 + Date.now() - sent);
      // Marking read changes Jordi's count too: one more event, on his stream alone.
      await t.app.inject(as(jordi, { method: "POST", url: "/api/me/notifications/read" }));
      await eventually(() => jordis.received().split(NOTIFIED).length === 3, "Jordi's bell after reading");
      await new Promise((done) => setTimeout(done, 200));
      expect(mayas.received()).not.toContain(NOTIFIED);

      await t.app.inject(as(sam, { method: "PUT", url: `/api/profiles/${maya.username}/follow` }));
      await eventually(() => mayas.received().includes(NOTIFIED), "Maya's bell");
      expect(mayas.received().split(NOTIFIED).length).toBe(2);
      expect(jordis.received().split(NOTIFIED).length).toBe(3);
    } finally {
      mayas.close();
      jordis.close();
    }
  });
});
