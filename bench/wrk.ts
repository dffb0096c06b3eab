import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";

/** What one wrk run measured: requests a second, the median and 99th percentile latency, in ms. */
export type WrkFigures = { rps: number; p50: number; p99: number; non2xx: number };

/** Debian's wrk, installed with apt-get when missing (issue 45: a compiled generator in a process of its own). */
export function ensureWrk(): string {
  const found = () => {
    try {
      return execFileSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).trim();
    } catch {
      return "";
    }
  };
  if (found()) return found();
  console.log("Installing wrk (apt-get install wrk)…");
  const install = ["apt-get", "install", "-y", "wrk"];
  const [command = "sudo", ...args] = process.getuid?.() === 0 ? install : ["sudo", ...install];
  execFileSync(command, args, { stdio: "inherit" });
  if (!found()) throw new Error("wrk could not be installed");
  return found();
}

const MS = { us: 0.001, ms: 1, s: 1000 } as const;
const duration = (text: string | undefined) => {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text ?? "") ?? [];
  return value && unit ? Number(value) * MS[unit as keyof typeof MS] : Number.NaN;
};

/**
 * One wrk run against `url`; `script` is a Lua file (e.g. to vary the address), `headers` go with every request
 * (a session cookie). One generator thread: on the two cores this app is sized for, a second wrk thread took the
 * core the server's thread was on often enough to make the tail the scheduler's (a kept Home page: p99 3.7-4.1
 * times p50 on two threads, 2.2-2.5 on one, at the same 35,000-39,000 req/s; docs/decisions/046). One thread
 * drives more requests a second than the app answers.
 */
export async function runWrk(
  url: string,
  {
    seconds,
    connections,
    script,
    headers = {},
  }: { seconds: number; connections: number; script?: string; headers?: Record<string, string> },
): Promise<WrkFigures> {
  const args = [
    "-t1",
    `-c${connections}`,
    `-d${seconds}s`,
    "--latency",
    ...(script ? ["-s", script] : []),
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  await once(child, "exit");
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  return {
    rps,
    p50: duration(/\s50%\s+(\S+)/.exec(output)?.[1]),
    p99: duration(/\s99%\s+(\S+)/.exec(output)?.[1]),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0),
  };
}
