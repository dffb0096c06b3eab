import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { releaseWhenQuiet } from "./release-memory";

// When memory is given back (docs/decisions/044): once per lull, and again when something was let go since.
describe("releasing when quiet", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A window of 2 s: quiet when it saw fewer than two pieces of work. */
  function watched(letGoWhenQuiet?: () => boolean) {
    const releases: number[] = [];
    const quiet = releaseWhenQuiet(2, () => releases.push(Date.now()), letGoWhenQuiet);
    const busyWindow = () => {
      for (let i = 0; i < 5; i += 1) quiet.count();
      vi.advanceTimersByTime(2000);
    };
    return { quiet, releases, busyWindow };
  }

  it("releases at the end of the first quiet window after start or after a busy one, never while busy", () => {
    const { quiet, releases, busyWindow } = watched();
    vi.advanceTimersByTime(2000);
    expect(releases, "start-up's own growth").toHaveLength(1);
    vi.advanceTimersByTime(6000);
    expect(releases, "a lull releases once").toHaveLength(1);
    busyWindow();
    busyWindow();
    expect(releases).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(releases).toHaveLength(2);
    quiet.stop();
  });

  it("releases again in a lull when something was let go since, and asks only in quiet windows", () => {
    let letGo = false;
    let asked = 0;
    const { quiet, releases, busyWindow } = watched(() => {
      asked += 1;
      return letGo;
    });
    vi.advanceTimersByTime(4000);
    expect(releases).toHaveLength(1);
    expect(asked).toBe(2);
    letGo = true;
    vi.advanceTimersByTime(2000);
    expect(releases, "the pages let go are given back").toHaveLength(2);
    letGo = false;
    busyWindow();
    expect(asked, "a busy window lets nothing go").toBe(3);
    quiet.stop();
  });
});
