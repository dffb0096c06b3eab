import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  compiledServer,
  disposeServerProcess,
  startServerProcess,
  waitForHealth,
} from "./test/server-process";

/** The command line of `pid` and of each process under it: Node 20 starts the server as a child. */
function commandLines(pid: number): string[] {
  const own = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean);
  return [own, ...children.flatMap((child) => commandLines(Number(child)))];
}

describe.runIf(process.platform === "linux")("the launcher under MEMORY_LIMIT_MB", () => {
  it("runs the server with the V8 flags of the budget, and stops on SIGTERM", async () => {
    const server = await startServerProcess({
      entry: path.join(path.dirname(compiledServer()), "launch.js"),
      env: { MEMORY_LIMIT_MB: "512" },
    });
    try {
      await waitForHealth(server);
      const serving = commandLines(server.pid).at(-1) ?? "";
      expect(serving).toContain("--max-old-space-size=126");
      expect(serving).toContain("--max-semi-space-size=16");
      expect(serving).toContain("--liftoff-only");
      expect(await server.kill("SIGTERM")).toBe(0);
    } finally {
      await disposeServerProcess(server);
    }
  }, 120_000);
});
