import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { GuideBase, GuidePlace } from "../../shared/schemas";

/**
 * Why a guide is kept: saved by the signed-in user, written by them, made with others (they edit or view it), or
 * kept by hand with "Keep offline".
 */
export type KeepReason = "saved" | "written" | "shared" | "chosen";

/** A guide kept on the device: what it is, for whom, and every kept URL it needs (docs/decisions/033). */
export type KeptGuide = {
  guideId: string;
  name: string;
  /** The guide page's address, for the list of kept guides. */
  path: string;
  /** The account it was kept for; null when kept by a visitor. */
  owner: string | null;
  reasons: KeepReason[];
  urls: string[];
  bytes: number;
  keptAt: number;
  /** The member removed the copy of a guide they saved or wrote: it is not kept again until asked. */
  declined?: boolean;
};

/** What every waiting change has: its key (one waiting change a thing, the latest), whose, when, and a name. */
type Waiting = {
  key: string;
  /** The guide's or place's name, to say which one the server refused. */
  label: string;
  owner: string;
  madeAt: number;
};

/** A save or bookmark made while the site could not be reached, waiting to be sent (docs/decisions/033). */
export type SaveWrite = Waiting & {
  /** Keyed `guide:{id}` or `place:{id}`. */
  kind: "guide" | "place";
  id: string;
  save: boolean;
};

/** A member's 👍 or 👎 on a guide's place (null: taken back), keyed `reaction:{guideId}:{placeId}`. */
export type ReactionWrite = Waiting & {
  kind: "reaction";
  guideId: string;
  placeId: string;
  reaction: "up" | "down" | null;
};

/**
 * An edit of a guide's content, keyed `edit:{guideId}`: the guide as its writer loaded it (`base`) and as they
 * left it (`after`), sent as the operations between them (docs/decisions/058, 059). `conflicts` holds, once the
 * site refused it, the other member's texts by field, as the 409 named them; it then waits for its writer.
 */
export type EditWrite = Waiting & {
  kind: "edit";
  guideId: string;
  base: GuideBase;
  after: GuideBase;
  /** The places of `after` as the guide's page and form show them, while the site has not got them all yet. */
  places: Record<string, GuidePlace>;
  conflicts?: Record<string, string[]>;
};

/** A change made while the site could not be reached, waiting on the device to be sent. */
export type PendingWrite = SaveWrite | ReactionWrite | EditWrite;

interface OfflineDb extends DBSchema {
  "kept-guides": { key: string; value: KeptGuide };
  "pending-writes": { key: string; value: PendingWrite };
}

let opened: Promise<IDBPDatabase<OfflineDb>> | undefined;

/**
 * The device's offline records in IndexedDB, one connection a page; the kept answers themselves are in Cache
 * Storage (kept-cache.ts). A newer version opened in another tab closes this connection rather than waiting on it.
 */
export function offlineDb(): Promise<IDBPDatabase<OfflineDb>> {
  opened ??= openDB<OfflineDb>("cityguides-offline", 1, {
    upgrade(db) {
      db.createObjectStore("kept-guides", { keyPath: "guideId" });
      db.createObjectStore("pending-writes", { keyPath: "key" });
    },
    blocking() {
      const closing = opened;
      opened = undefined;
      void closing?.then((db) => db.close());
    },
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}
