import type { QueryClient } from "@tanstack/react-query";
import { FLAGS, HOLDERS, sendSave, withFlag } from "../api/saves";
import { ApiError } from "../api-client";
import { offlineDb, type PendingWrite } from "../offline-db";
import { savedKeys } from "../query-keys";
import { pendingKey, pendingWrites, showPendingWrites } from "./pending-writes";

/** A waiting change the server refused, and its reason in the server's words. */
export type Refusal = { write: PendingWrite; message: string };

async function readAll(): Promise<PendingWrite[]> {
  const writes = await (await offlineDb()).getAll("pending-writes");
  return writes.sort((a, b) => a.madeAt - b.madeAt);
}

async function refresh(): Promise<PendingWrite[]> {
  const writes = await readAll();
  showPendingWrites(writes);
  return writes;
}

/**
 * Keeps a save or bookmark made while the site could not be reached, to send later. A later change of the same
 * guide or place replaces it: what is sent is what the member last chose.
 */
export async function queueWrite(write: Omit<PendingWrite, "key" | "madeAt">): Promise<void> {
  const db = await offlineDb();
  await db.put("pending-writes", { ...write, key: pendingKey(write.kind, write.id), madeAt: Date.now() });
  await refresh();
}

/** Forgets a waiting change the member has since made online. */
export async function dropWrite(kind: PendingWrite["kind"], id: string): Promise<void> {
  await (await offlineDb()).delete("pending-writes", pendingKey(kind, id));
  await refresh();
}

/** The waiting changes shown over every answer the app reads, including kept copies read after a reload. */
function patched(data: unknown): unknown {
  return pendingWrites().reduce(
    (next, write) => withFlag(next, write.id, FLAGS[write.kind], write.save),
    data,
  );
}

/**
 * Loads the waiting changes and lays them over every query's data, now and whenever a query loads, until they are
 * sent. Returns how to stop.
 */
export function overlayPendingWrites(queryClient: QueryClient): () => void {
  const overlay = (queryKey: readonly unknown[], data: unknown) => {
    const next = patched(data);
    if (next !== data) queryClient.setQueryData(queryKey, next);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success")
      overlay(event.query.queryKey, event.query.state.data);
  });
  void refresh().then(() => {
    for (const queryKey of HOLDERS)
      for (const [key, data] of queryClient.getQueriesData({ queryKey })) overlay(key, data);
  });
  return unsubscribe;
}

/** Answers that may change on a later try: signed out meanwhile, too slow, too many requests, the server failing. */
const TRY_AGAIN = new Set([401, 408, 429]);

/** Deletes the change that was sent, unless the member made a newer one of the same thing meanwhile. */
async function dropSent(write: PendingWrite): Promise<void> {
  const transaction = (await offlineDb()).transaction("pending-writes", "readwrite");
  const current = await transaction.store.get(write.key);
  if (current?.madeAt === write.madeAt) await transaction.store.delete(write.key);
  await transaction.done;
}

/**
 * Sends `userId`'s waiting changes in the order they were made, each at most once across tabs (a Web Lock),
 * stopping at the first that cannot reach the site or may succeed later. A change the server refuses is dropped
 * and reported; afterwards every screen reloads the server's truth.
 */
export async function sendPendingWrites(queryClient: QueryClient, userId: string): Promise<Refusal[]> {
  const refusals: Refusal[] = [];
  const send = async () => {
    let sent = 0;
    for (const write of (await readAll()).filter((write) => write.owner === userId)) {
      try {
        await sendSave(write.kind, write.id, write.save);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500 || TRY_AGAIN.has(error.status)) break;
        refusals.push({ write, message: error.message });
      }
      await dropSent(write);
      sent += 1;
    }
    await refresh();
    if (sent > 0) {
      for (const queryKey of HOLDERS) void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: savedKeys.all });
    }
  };
  // Another tab holding the lock is sending them already.
  if (navigator.locks)
    await navigator.locks.request("cityguides-pending-writes", { ifAvailable: true }, (lock) =>
      lock ? send() : undefined,
    );
  else await send();
  return refusals;
}

/** Drops waiting changes made by another account than `userId` (null: signed out). */
export async function settlePendingOwner(userId: string | null): Promise<void> {
  const db = await offlineDb();
  for (const write of await readAll())
    if (write.owner !== userId) await db.delete("pending-writes", write.key);
  await refresh();
}
