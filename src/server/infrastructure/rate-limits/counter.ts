import type { Database } from "../db/client";
import { countRequest, deleteEndedWindows, type WindowCount } from "./mutations";

const PRUNE_EVERY_MS = 60_000;

/** Counts requests in the table every node shares; ended windows are cleared now and then, off the request. */
export function createSharedCounter(db: Database) {
  let nextPrune = 0;
  return (key: string, windowMs: number): Promise<WindowCount> => {
    if (Date.now() >= nextPrune) {
      nextPrune = Date.now() + PRUNE_EVERY_MS;
      // A failed clean-up only leaves ended rows for the next one: the count below reports the real trouble.
      deleteEndedWindows(db).catch(() => {});
    }
    return countRequest(db, key, windowMs);
  };
}

export type SharedCounter = ReturnType<typeof createSharedCounter>;
