import type { ServerResponse } from "node:http";

const NOTIFICATIONS_EVENT = "event: notifications\ndata: {}\n\n";

/**
 * The signed-in members' own streams, by member (docs/decisions/065): a change to a member's notifications
 * ('notification_changes' from the database's trigger, on any node, with the member's id) is sent to that
 * member's streams only, as a 'notifications' event that says nothing but that their bell should read again.
 */
export class MemberStreams {
  private readonly byMember = new Map<string, Set<ServerResponse>>();

  add(userId: string, client: ServerResponse): void {
    const streams = this.byMember.get(userId) ?? new Set<ServerResponse>();
    streams.add(client);
    this.byMember.set(userId, streams);
    client.on("close", () => {
      streams.delete(client);
      if (streams.size === 0) this.byMember.delete(userId);
    });
  }

  /** A 'notification_changes' notification: the member's id. */
  changed(userId: string): void {
    for (const client of this.byMember.get(userId) ?? [])
      if (!client.writableEnded) client.write(NOTIFICATIONS_EVENT);
  }

  /** Changes may have been missed (the database connection was lost): every bell reads again. */
  resync(): void {
    for (const streams of this.byMember.values())
      for (const client of streams) if (!client.writableEnded) client.write(NOTIFICATIONS_EVENT);
  }
}
