import { parentPort } from "node:worker_threads";
import { DomainError } from "../../infrastructure/errors";
import { readImportFile } from "./read-file";
import type { FromImportThread, ToImportThread } from "./read-in-thread";

// The import thread (docs/decisions/047): reads one file and answers once; the server ends the thread after.
parentPort?.once("message", ({ bytes, fileName }: ToImportThread) => {
  parentPort?.postMessage({ kind: "reading" } satisfies FromImportThread);
  let answer: FromImportThread;
  try {
    answer = { kind: "read", file: readImportFile(bytes, fileName) };
  } catch (error) {
    answer =
      error instanceof DomainError
        ? { kind: "refused", message: error.message }
        : { kind: "failed", message: String((error as Error)?.message ?? error) };
  }
  parentPort?.postMessage(answer);
});
