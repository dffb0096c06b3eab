import { describe, expect, it } from "vitest";
import { RateLimitedError } from "../../infrastructure/errors";
import { ClientLine } from "./client-line";
import { PageCache } from "./page-cache";
import { RenderGate } from "./render-gate";

// Compressed forms left empty: the bytes counted are then the page's own.
const page = (html: string) => ({
  body: { identity: Buffer.from(html), br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
  status: 200,
  etag: `W/"${html.length}"`,
});

describe("the kept pages' memory", () => {
  it("lets the least recently used page go first once its bytes are full", () => {
    // Each page of 100 characters takes 100 bytes of UTF-8: eight fit in 800.
    const keys = [..."abcdefgh"];
    const cache = new PageCache(800, 60_000);
    for (const key of keys) cache.set(key, page(key.repeat(100)), cache.generation);
    expect(cache.get("a")).toBeDefined();
    cache.set("i", page("i".repeat(100)), cache.generation);
    expect(cache.get("b"), "the least recently used").toBeUndefined();
    const left = [..."acdefghi"];
    expect(left.map((key) => cache.get(key)?.body.identity.toString("utf8", 0, 1))).toEqual(left);
    expect(cache.size).toEqual({ pages: 8, bytes: 800 });
  });

  it("keeps no page larger than an eighth of it, and no page drawn across a clear", () => {
    const cache = new PageCache(800, 60_000);
    cache.set("big", page("x".repeat(101)), cache.generation);
    expect(cache.get("big")).toBeUndefined();
    const before = cache.generation;
    cache.clear();
    cache.set("stale", page("old"), before);
    expect(cache.get("stale")).toBeUndefined();
  });

  it("forgets a page after its age, so save counts lag by at most that", () => {
    let now = 0;
    const cache = new PageCache(800, 60_000, () => now);
    cache.set("a", page("a"), cache.generation);
    now = 60_000;
    expect(cache.get("a")).toBeDefined();
    now = 60_001;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it("lets go of the pages past their age when asked, without being visited, and keeps the others", () => {
    let now = 0;
    const cache = new PageCache(800, 60_000, () => now);
    cache.set("old", page("old"), cache.generation);
    now = 30_000;
    cache.set("new", page("new"), cache.generation);
    expect(cache.dropExpired(), "nothing past its age yet").toBe(0);
    now = 60_001;
    expect(cache.dropExpired(), "the old page's bytes").toBe(3);
    expect(cache.size).toEqual({ pages: 1, bytes: 3 });
    expect(cache.get("new")).toBeDefined();
    expect(cache.dropExpired(), "what is left is within its age").toBe(0);
  });
});

describe("drawing pages on the server", () => {
  it("draws at most so many at once, lines up a few more, and hands the rest back at once", async () => {
    const gate = new RenderGate<string>({ concurrent: 2, waiting: 1 });
    const finish: Array<() => void> = [];
    let drawing = 0;
    let most = 0;
    const render = (name: string) => () =>
      new Promise<string>((done) => {
        drawing += 1;
        most = Math.max(most, drawing);
        finish.push(() => {
          drawing -= 1;
          done(name);
        });
      });
    const drawn = ["/a", "/b", "/c"].map((key) => gate.draw(key, () => false, render(key)));
    expect(await gate.draw("/d", () => false, render("/d")), "the line is full").toBeUndefined();
    const same = gate.draw("/a", () => false, render("/a again"));
    while (finish.length > 0 || drawing > 0) {
      await new Promise((turn) => setImmediate(turn));
      finish.shift()?.();
    }
    expect(await Promise.all(drawn)).toEqual(["/a", "/b", "/c"]);
    expect(await same, "one drawing shared by the same address").toBe("/a");
    expect(most).toBe(2);
  });

  it("does not draw for a client that left while it waited its turn", async () => {
    const gate = new RenderGate<string>({ concurrent: 1, waiting: 4 });
    let release = () => {};
    const first = gate.draw(
      "/a",
      () => false,
      () => new Promise<string>((done) => (release = () => done("a"))),
    );
    let drawnForGone = false;
    const left = gate.draw(
      "/b",
      () => true,
      async () => {
        drawnForGone = true;
        return "b";
      },
    );
    release();
    expect(await first).toBe("a");
    expect(await left).toBeUndefined();
    expect(drawnForGone).toBe(false);
  });
});

describe("one client's pages not kept", () => {
  /** Work that runs until it is finished by name, recording the order it started in. */
  function pending() {
    const started: string[] = [];
    const finishers = new Map<string, () => void>();
    const work = (name: string) => () =>
      new Promise<string>((done) => {
        started.push(name);
        finishers.set(name, () => done(name));
      });
    const finish = (name: string) => {
      const finisher = finishers.get(name);
      if (!finisher) throw new Error(`${name} has not started`);
      finisher();
    };
    return { started, work, finish };
  }
  const turnOfTheLoop = () => new Promise((turn) => setImmediate(turn));

  it("are answered two at a time and in order, while another client goes straight through", async () => {
    const line = new ClientLine({ running: 2, waiting: 8 });
    const { started, work, finish } = pending();
    const crawler = ["/a", "/b", "/c", "/d"].map((name) => line.inTurn("crawler", work(name)));
    const visitor = line.inTurn("visitor", work("/v"));
    await turnOfTheLoop();
    expect(started, "two of the crawler's, and the visitor's at once").toEqual(["/a", "/b", "/v"]);
    finish("/v");
    expect(await visitor).toBe("/v");
    finish("/b");
    await turnOfTheLoop();
    expect(started.at(-1), "the next in line takes the turn let go").toBe("/c");
    for (const name of ["/a", "/c"]) finish(name);
    await turnOfTheLoop();
    finish("/d");
    expect(await Promise.all(crawler)).toEqual(["/a", "/b", "/c", "/d"]);
    expect(line.busyClients, "clients with nothing left are forgotten").toBe(0);
  });

  it("tell a client past its line to slow down, and take it again once its line has moved", async () => {
    const line = new ClientLine({ running: 1, waiting: 1 });
    const { started, work, finish } = pending();
    const first = line.inTurn("crawler", work("/a"));
    const second = line.inTurn("crawler", work("/b"));
    await expect(line.inTurn("crawler", work("/c")), "past its line").rejects.toBeInstanceOf(
      RateLimitedError,
    );
    expect(started).toEqual(["/a"]);
    finish("/a");
    await turnOfTheLoop();
    finish("/b");
    expect([await first, await second]).toEqual(["/a", "/b"]);
    const again = line.inTurn("crawler", work("/c"));
    await turnOfTheLoop();
    finish("/c");
    expect(await again).toBe("/c");
    expect(line.busyClients).toBe(0);
  });

  it("let a failed page's turn go to the next", async () => {
    const line = new ClientLine({ running: 1, waiting: 4 });
    const failed = line.inTurn("crawler", async () => {
      throw new Error("the database went away");
    });
    const next = line.inTurn("crawler", async () => "drawn");
    await expect(failed).rejects.toThrow("the database went away");
    expect(await next).toBe("drawn");
    expect(line.busyClients).toBe(0);
  });
});
