import { type KeptGuide, offlineDb } from "../../lib/offline-db";

export type { KeepReason, KeptGuide } from "../../lib/offline-db";

/** The registry of kept guides; the kept answers themselves are in the kept cache. */
export const keptRegistry = {
  async all(): Promise<KeptGuide[]> {
    return (await offlineDb()).getAll("kept-guides");
  },
  async put(guide: KeptGuide): Promise<void> {
    await (await offlineDb()).put("kept-guides", guide);
  },
  async delete(guideId: string): Promise<void> {
    await (await offlineDb()).delete("kept-guides", guideId);
  },
  async clear(): Promise<void> {
    await (await offlineDb()).clear("kept-guides");
  },
};
