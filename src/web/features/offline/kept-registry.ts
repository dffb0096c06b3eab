import { type DBSchema, openDB } from "idb";

/** Why a guide is kept: saved by the signed-in user, written by them, or kept by hand with "Keep offline". */
export type KeepReason = "saved" | "written" | "chosen";

/** A guide kept on the device: what it is, for whom, and every kept URL it needs (docs/decisions/033). */
export type KeptGuide = {
  guideId: string;
  name: string;
  /** The account it was kept for; null when kept by a visitor. */
  owner: string | null;
  reasons: KeepReason[];
  urls: string[];
  bytes: number;
  keptAt: number;
};

interface OfflineDb extends DBSchema {
  "kept-guides": { key: string; value: KeptGuide };
}

const database = () =>
  openDB<OfflineDb>("cityguides-offline", 1, {
    upgrade(db) {
      db.createObjectStore("kept-guides", { keyPath: "guideId" });
    },
  });

/** The registry of kept guides in IndexedDB; the kept answers themselves are in the kept cache. */
export const keptRegistry = {
  async all(): Promise<KeptGuide[]> {
    return (await database()).getAll("kept-guides");
  },
  async put(guide: KeptGuide): Promise<void> {
    await (await database()).put("kept-guides", guide);
  },
  async delete(guideId: string): Promise<void> {
    await (await database()).delete("kept-guides", guideId);
  },
  async clear(): Promise<void> {
    await (await database()).clear("kept-guides");
  },
};
