import { Worker } from "node:worker_threads";
import { IMPORT_MESSAGES } from "../../../shared/imports";
import { InvalidInputError, UnavailableError } from "../../infrastructure/errors";
import { trimMallocAfterCollection } from "../../infrastructure/memory/malloc-trim";
import type { ReadFile } from "./file-rows";

export type ToImportThread = { bytes: Uint8Array; fileName: string | null };
export type FromImportThread =
  | { kind: "reading" }
  | { kind: "read"; file: ReadFile }
  | { kind: "refused"; message: string }
  | { kind: "failed"; message: string };

/** From the file reaching the thread, its start not included: a 500-place file is read in under 100 ms. */
const READ_MS = 10_000;
/**
 * The thread's heap: a file within every bound reads in less than a third of this, and one that still needs
 * more is stopped rather than growing the server's memory.
 */
const HEAP_MB = 256;
const YOUNG_MB = 16;
/** Files read at once: two cores serve the API, the database and the drawing too (docs/decisions/039). */
const THREADS = 2;
/** Imports that may wait for a thread; past them, the next is asked to come back. */
const WAITING = 16;

/**
 * Built, the thread's entry sits beside the server's in dist/server (scripts/build-server.mjs). From the
 * TypeScript sources (tests, `npm run dev`) it is loaded through tsx's API: Node 20 does not apply the hooks of
 * `--import tsx` to a thread's own entry.
 */
function startThread(): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: YOUNG_MB };
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(new URL("./import-worker.js", import.meta.url), { resourceLimits });
  const entry = JSON.stringify(new URL("./import-worker.ts", import.meta.url).href);
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  return new Worker(`import(${tsx}).then(({ tsImport }) => tsImport(${entry}, ${entry}))`, {
    eval: true,
    resourceLimits,
  });
}

let running = 0;
const waiting: Array<() => void> = [];

/** A turn to read a file, and the call that hands it on. */
async function turn(): Promise<() => void> {
  if (running < THREADS) running++;
  else if (waiting.length >= WAITING) throw new UnavailableError("UNAVAILABLE", IMPORT_MESSAGES.readBusy);
  else await new Promise<void>((resolve) => waiting.push(resolve));
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

function readOnce(bytes: Uint8Array, fileName: string | null): Promise<ReadFile> {
  return new Promise((resolve, reject) => {
    const thread = startThread();
    thread.unref();
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      // What the thread held is back in glibc's arenas once it ends, which only a trim hands back.
      void thread.terminate().then(() => trimMallocAfterCollection(() => {}));
    };
    thread.on("message", (answer: FromImportThread) => {
      if (answer.kind === "reading") {
        timer = setTimeout(
          () => settle(() => reject(new InvalidInputError(IMPORT_MESSAGES.readTooSlow))),
          READ_MS,
        );
        return;
      }
      settle(() => {
        if (answer.kind === "read") resolve(answer.file);
        // A reader that threw something other than a refusal met a file it was not written for.
        else
          reject(
            new InvalidInputError(answer.kind === "refused" ? answer.message : IMPORT_MESSAGES.unreadable),
          );
      });
    });
    thread.once("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new InvalidInputError(IMPORT_MESSAGES.readTooLarge)
            : error,
        ),
      ),
    );
    thread.once("exit", (code) =>
      settle(() => reject(new Error(`the import thread stopped before answering (exit code ${code})`))),
    );
    thread.postMessage({ bytes, fileName } satisfies ToImportThread);
  });
}

/**
 * Reads an import's file on a thread of its own (docs/decisions/047), so that however long a file takes, the
 * server's thread goes on answering; the thread is stopped past READ_MS and HEAP_MB, and ended after each file
 * so that its memory goes back at once. The time limit runs from the file reaching the thread, so that a
 * slow start (tsx compiling the sources, a busy machine) is not counted against the file. A refusal comes back as the reader's own InvalidInputError message.
 */
export async function readInThread(bytes: Uint8Array, fileName: string | null): Promise<ReadFile> {
  const done = await turn();
  try {
    return await readOnce(bytes, fileName);
  } finally {
    done();
  }
}
