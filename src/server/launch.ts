/**
 * The server's entry (`npm start` and the container): under a memory limit (MEMORY_LIMIT_MB, or the container's),
 * Node starts again with the V8 flags of that limit's budget, since a running heap cannot be resized
 * (docs/decisions/055); then the server starts. Without a limit it starts at once, as before.
 */
import { spawn } from "node:child_process";
import { memoryBudget, memoryLimitMb } from "./infrastructure/memory/budget";

/** Set in the environment of the Node started with the budget's flags: it starts the server, never itself again. */
const FLAGS_GIVEN = "CITYGUIDES_MEMORY_FLAGS";

/** The budget's flags replace the same flags given by hand (package.json's start script sizes for throughput). */
const withFlags = (argv: string[], flags: string[]) => {
  const names = new Set(flags.map((flag) => flag.split("=")[0]));
  return [...argv.filter((arg) => !names.has(arg.split("=")[0])), ...flags];
};

function relaunch(flags: string[]): boolean {
  const env = {
    ...process.env,
    [FLAGS_GIVEN]: flags.join(" "),
    // Threads share two malloc arenas instead of one each: 150-280 MB of arenas held after start-up and load
    // (libvips' and libuv's threads) is more than a small limit has room for (docs/decisions/055).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
  };
  const args = [...withFlags(process.execArgv, flags), ...process.argv.slice(1)];
  // Node 23.11 and later replace this process (same pid, as a container's first process must stay).
  const execve = (process as { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never })
    .execve;
  if (execve) execve(process.execPath, [process.execPath, ...args], env);
  // Older Node: a child with the flags, this process passing signals on and ending with it.
  const child = spawn(process.execPath, args, { env, stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return true;
}

const limitMb = memoryLimitMb(process.env.MEMORY_LIMIT_MB);
const launched =
  limitMb !== undefined &&
  Number.isFinite(limitMb) &&
  process.env[FLAGS_GIVEN] === undefined &&
  relaunch(memoryBudget(limitMb, !process.env.DATABASE_URL).nodeFlags);
if (!launched) await import("./main");
