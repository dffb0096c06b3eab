import type { ServerResponse } from "node:http";
import type { DatabaseHandle } from "../../infrastructure/db/client";
import { GuidePresence } from "./guide-presence";
import { type GuideStreamAccess, type GuideStreamAccessOf, GuideStreams } from "./guide-streams";
import { MemberStreams } from "./member-streams";
import { announcePresence } from "./repository";

/** Database channels relayed to browsers, and the event name each is sent under. */
export const REALTIME_CHANNELS = { city_changes: "cities" } as const;

const KEEP_ALIVE_MS = 25_000;
const RECONNECT_AFTER_SHUTDOWN_MS = 1_000;

/**
 * Fans PostgreSQL notifications out to open Server-Sent Event streams. Each server process listens on its own,
 * so a change made through any process reaches the browsers of every process.
 */
export class RealtimeHub {
  private readonly clients = new Set<ServerResponse>();
  private readonly streamsByAddress = new Map<string, number>();
  private readonly unlisteners: Array<() => Promise<void>> = [];
  private keepAlive: NodeJS.Timeout | undefined;
  private guides: GuideStreams | undefined;
  private presence: GuidePresence | undefined;
  private readonly members = new MemberStreams();

  /** `guideAccessOf` says what a user may hear of a guide, for the streams of open guide pages. */
  async start(database: DatabaseHandle, guideAccessOf: GuideStreamAccessOf): Promise<void> {
    const guides = new GuideStreams(guideAccessOf);
    const presence = new GuidePresence(
      (payload) => announcePresence(database.db, payload),
      (guideId, viewers) => guides.presence(guideId, viewers),
    );
    this.guides = guides;
    this.presence = presence;
    this.unlisteners.push(
      await database.listen("guide_changes", {
        onMessage: (payload) => void guides.changed(payload).catch(() => guides.resync()),
        onResync: () => guides.resync(),
      }),
      await database.listen("guide_presence", {
        onMessage: (payload) => presence.heardOf(payload),
        onResync: () => {},
      }),
      await database.listen("notification_changes", {
        onMessage: (userId) => this.members.changed(userId),
        onResync: () => this.members.resync(),
      }),
    );
    presence.start();
    for (const [channel, event] of Object.entries(REALTIME_CHANNELS)) {
      const unlisten = await database.listen(channel, {
        onMessage: (operation) => this.broadcast(event, JSON.stringify({ operation })),
        // Changes made while the database connection was down went unheard: pages reload what they show.
        onResync: () => this.broadcast(event, JSON.stringify({ operation: "RESYNC" })),
      });
      this.unlisteners.push(unlisten);
    }
    this.keepAlive = setInterval(() => this.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }

  constructor(private readonly limits: { total: number; perAddress: number }) {}

  /**
   * Whether one more stream may open: each stream holds a socket (a file descriptor) for as long as the page is
   * open, so one client must not be able to take them all.
   */
  refusal(address: string): "total" | "address" | undefined {
    if (this.clients.size >= this.limits.total) return "total";
    if ((this.streamsByAddress.get(address) ?? 0) >= this.limits.perAddress) return "address";
    return undefined;
  }

  add(client: ServerResponse, address: string): void {
    this.clients.add(client);
    this.streamsByAddress.set(address, (this.streamsByAddress.get(address) ?? 0) + 1);
    client.on("close", () => {
      this.clients.delete(client);
      const left = (this.streamsByAddress.get(address) ?? 1) - 1;
      if (left > 0) this.streamsByAddress.set(address, left);
      else this.streamsByAddress.delete(address);
    });
  }

  /**
   * Adds a stream that also carries one guide's changes and, to its members, who is viewing it; the user's
   * access was checked by the caller.
   */
  addGuideStream(
    client: ServerResponse,
    address: string,
    guide: { id: string; userId: string | undefined; access: GuideStreamAccess },
  ): void {
    this.add(client, address);
    this.guides?.add(guide.id, client, guide.userId, guide.access);
    const { presence } = this;
    if (!presence || guide.access !== "member" || !guide.userId) return;
    const userId = guide.userId;
    client.write(
      `event: presence\ndata: ${JSON.stringify({ guideId: guide.id, viewers: presence.viewers(guide.id) })}\n\n`,
    );
    presence.opened(guide.id, userId);
    client.on("close", () => presence.closed(guide.id, userId));
  }

  /** Adds a signed-in member's stream that also carries their own notifications' changes, and nobody else's. */
  addMemberStream(client: ServerResponse, address: string, userId: string): void {
    this.add(client, address);
    this.members.add(userId, client);
  }

  get size(): number {
    return this.clients.size;
  }

  broadcast(event: string, data: string): void {
    this.write(`event: ${event}\ndata: ${data}\n\n`);
  }

  async stop(): Promise<void> {
    clearInterval(this.keepAlive);
    this.presence?.stop();
    // The browser reconnects after `retry` ms: soon, to whichever node is still (or again) serving.
    for (const client of this.clients) {
      // Ended, then closed: an ended stream's socket would otherwise idle on as keep-alive and hold close() up.
      client.end(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n: server shutting down\n\n`, () => client.destroy());
    }
    this.clients.clear();
    this.streamsByAddress.clear();
    // One after another: they share the listening connection, which runs one query at a time.
    for (const unlisten of this.unlisteners) await unlisten();
  }

  private write(chunk: string): void {
    for (const client of this.clients) if (!client.writableEnded) client.write(chunk);
  }
}
