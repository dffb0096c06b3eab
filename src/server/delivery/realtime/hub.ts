import type { ServerResponse } from "node:http";
import type { DatabaseHandle } from "../../infrastructure/db/client";

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

  async start(database: DatabaseHandle): Promise<void> {
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

  get size(): number {
    return this.clients.size;
  }

  broadcast(event: string, data: string): void {
    this.write(`event: ${event}\ndata: ${data}\n\n`);
  }

  async stop(): Promise<void> {
    clearInterval(this.keepAlive);
    // The browser reconnects after `retry` ms: soon, to whichever node is still (or again) serving.
    for (const client of this.clients) {
      // Ended, then closed: an ended stream's socket would otherwise idle on as keep-alive and hold close() up.
      client.end(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n: server shutting down\n\n`, () => client.destroy());
    }
    this.clients.clear();
    this.streamsByAddress.clear();
    await Promise.all(this.unlisteners.map((unlisten) => unlisten()));
  }

  private write(chunk: string): void {
    for (const client of this.clients) client.write(chunk);
  }
}
