import type { ServerResponse } from "node:http";

/** What a stream's user may hear of a guide: everything (its owner and members), what a reader sees, or nothing. */
export type GuideStreamAccess = "member" | "reader" | null;
export type GuideStreamAccessOf = (guideId: string, userId: string | undefined) => Promise<GuideStreamAccess>;

type GuideStream = { client: ServerResponse; userId: string | undefined; access: GuideStreamAccess };

/** Changes only a guide's members are told of: who reacted or commented is theirs (docs/decisions/057). */
const MEMBERS_ONLY_TABLES = new Set(["place_reactions", "place_comments"]);
/** Changes that may change who sees the guide: its members, and whether it is published. */
const ACCESS_TABLES = new Set(["guide_members", "guides"]);

const event = (name: string, data: object) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** Writes to a stream still open: two checks of the same change (its members, then its status) may end it twice. */
function send(client: ServerResponse, text: string, last = false): void {
  if (client.writableEnded || client.destroyed) return;
  if (last) client.end(text);
  else client.write(text);
}

/**
 * The streams of open guide pages, by guide (docs/decisions/057): each change to a guide ('guide_changes', from
 * the database's triggers, on any node) is sent to the streams of that guide whose user may see it, and a change
 * to its members or status checks every such stream again: a member removed, or a guide taken back to drafts,
 * ends the streams of those who may no longer see it, with a last event that says so.
 */
export class GuideStreams {
  private readonly byGuide = new Map<string, Set<GuideStream>>();

  constructor(private readonly accessOf: GuideStreamAccessOf) {}

  add(guideId: string, client: ServerResponse, userId: string | undefined, access: GuideStreamAccess): void {
    const streams = this.byGuide.get(guideId) ?? new Set<GuideStream>();
    const stream = { client, userId, access };
    streams.add(stream);
    this.byGuide.set(guideId, streams);
    client.on("close", () => {
      streams.delete(stream);
      if (streams.size === 0) this.byGuide.delete(guideId);
    });
  }

  /** A 'guide_changes' notification: `guideId:table`. */
  async changed(payload: string): Promise<void> {
    const [guideId = "", table = ""] = payload.split(":");
    const streams = this.byGuide.get(guideId);
    if (!streams) return;
    if (ACCESS_TABLES.has(table)) await this.checkAgain(guideId, streams);
    for (const stream of streams) {
      if (MEMBERS_ONLY_TABLES.has(table) && stream.access !== "member") continue;
      send(stream.client, event("guide", { guideId, table }));
    }
  }

  /** Who is viewing the guide now: told to its members only. */
  presence(guideId: string, viewers: string[]): void {
    for (const stream of this.byGuide.get(guideId) ?? [])
      if (stream.access === "member") send(stream.client, event("presence", { guideId, viewers }));
  }

  /** Changes may have been missed (the database connection was lost): every open guide page reads again. */
  resync(): void {
    for (const [guideId, streams] of this.byGuide)
      for (const stream of streams) send(stream.client, event("guide", { guideId, table: "RESYNC" }));
  }

  private async checkAgain(guideId: string, streams: Set<GuideStream>): Promise<void> {
    const byUser = new Map<string | undefined, Promise<GuideStreamAccess>>();
    for (const stream of streams) {
      let access = byUser.get(stream.userId);
      if (!access) {
        access = this.accessOf(guideId, stream.userId);
        byUser.set(stream.userId, access);
      }
      stream.access = await access;
      if (stream.access) continue;
      streams.delete(stream);
      send(stream.client, event("guide", { guideId, table: "ACCESS_LOST" }), true);
    }
  }
}
