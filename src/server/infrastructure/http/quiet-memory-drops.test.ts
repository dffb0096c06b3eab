import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEMORY_RELEASED, registerQuietMemory } from "./quiet-memory";

// What else the server lets go when quiet (the kept pages past their minute) brings a release once it is worth it.
describe("letting go when quiet", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "setTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function quietServer() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: "debug", stream } });
    registerQuietMemory(app, 1);
    await app.ready();
    const releases = () => lines.filter((line) => line.includes(MEMORY_RELEASED)).length;
    return { app, releases };
  }

  it("gives memory back again once 4 MB have been let go, not for every page a trickle lets go", async () => {
    const { app, releases } = await quietServer();
    let letGo = 0;
    app.quietMemory.alsoDrop(() => {
      const bytes = letGo;
      letGo = 0;
      return bytes;
    });
    vi.advanceTimersByTime(1000);
    expect(releases(), "start-up's own growth").toBe(1);
    for (let window = 0; window < 3; window += 1) {
      letGo = 1_000_000;
      vi.advanceTimersByTime(1000);
    }
    expect(releases(), "3 MB let go, a window at a time").toBe(1);
    letGo = 1_000_000;
    vi.advanceTimersByTime(1000);
    expect(releases(), "the fourth megabyte").toBe(2);
    letGo = 1_000_000;
    vi.advanceTimersByTime(1000);
    expect(releases(), "counted afresh after a release").toBe(2);
    await app.close();
  });
});
