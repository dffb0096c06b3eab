import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { signUpInput } from "../seed/factories";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const COMPILED_SERVER = path.join(root, "dist/server/main.js");

/** A free loopback port, found by letting the system pick one. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address !== "object") throw new Error("No port");
  return address.port;
}

/**
 * The real server (`src/server/main.ts`) in a process of its own, as production runs it, so a test can watch it
 * survive, crash or be killed. Requests go to `url`; everything it prints is kept in `output()`.
 */
export type ServerProcess = {
  url: string;
  dataDir: string;
  /** The process's id, to read what the system says of it (`/proc/<pid>`). */
  pid: number;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  alive(): boolean;
  kill(signal?: NodeJS.Signals): Promise<number | string>;
};

/**
 * The compiled server `npm start` and the container image run (`dist/server/main.js`), compiled first (esbuild,
 * about a second) when it is missing or older than a source file of the server.
 */
export function compiledServer(): string {
  const built = statSync(COMPILED_SERVER, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const stale = ["src/server", "src/shared"].some((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true }).some(
      (entry) => entry.isFile() && statSync(path.join(entry.parentPath, entry.name)).mtimeMs > built,
    ),
  );
  if (stale) {
    console.info(`${built ? "Recompiling" : "Compiling"} the server into dist/server (npm run build:server)`);
    const result = spawnSync(process.execPath, ["scripts/build-server.mjs"], { cwd: root, encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`Compiling the server failed:\n${result.stdout}${result.stderr}`);
  }
  return COMPILED_SERVER;
}

export async function startServerProcess(options: {
  env?: Record<string, string>;
  dataDir?: string;
  /** The compiled server (compiledServer()) instead of the sources through tsx. */
  entry?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "cityguides-process-")));
  const url = `http://127.0.0.1:${port}`;
  const args = options.entry ? [options.entry] : ["--import", "tsx", "src/server/main.ts"];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
      DEMO_CONTENT: "false",
      LOG_LEVEL: "info",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  let running = true;
  const exited = new Promise<number | string>((resolve) =>
    child.on("exit", (code, signal) => {
      running = false;
      resolve(code ?? signal ?? "unknown");
    }),
  );
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    alive: () => running,
    kill: (signal = "SIGTERM") => {
      if (running) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until GET /api/health answers 200, or fails after `ms` (start-up includes migrating and seeding). */
export async function waitForHealth(server: ServerProcess, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!server.alive()) throw new Error(`The server exited during start-up:\n${server.output()}`);
    const status = await fetch(`${server.url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not healthy within ${ms} ms:\n${server.output()}`);
}

/** Stops the process and removes its data directory. */
export async function disposeServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  await server.kill("SIGKILL");
  await rm(server.dataDir, { recursive: true, force: true });
}

/** Signs up an account over HTTP and returns the headers of its signed-in requests. */
export async function signUpOverHttp(
  server: ServerProcess,
  username: string,
): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(signUpInput({ username })),
  });
  if (response.status !== 200) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token="));
  if (!cookie) throw new Error("No session cookie");
  return { cookie: cookie.split(";")[0] ?? "", origin: server.url };
}
