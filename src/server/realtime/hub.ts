import type { ServerResponse } from "node:http";
import type { DatabaseHandle } from "../db/client";

/** Database channels relayed to browsers, and the event name each is sent under. */
export const REALTIME_CHANNELS = { city_changes: "cities" } as const;

const KEEP_ALIVE_MS = 25_000;

/**
 * Fans PostgreSQL notifications out to open Server-Sent Event streams. Each server process listens on its own,
 * so a change made through any process reaches the browsers of every process.
 */
export class RealtimeHub {
  private readonly clients = new Set<ServerResponse>();
  private readonly unlisteners: Array<() => Promise<void>> = [];
  private keepAlive: NodeJS.Timeout | undefined;

  async start(database: DatabaseHandle): Promise<void> {
    for (const [channel, event] of Object.entries(REALTIME_CHANNELS)) {
      const unlisten = await database.listen(channel, (operation) =>
        this.broadcast(event, JSON.stringify({ operation })),
      );
      this.unlisteners.push(unlisten);
    }
    this.keepAlive = setInterval(() => this.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }

  add(client: ServerResponse): void {
    this.clients.add(client);
    client.on("close", () => this.clients.delete(client));
  }

  get size(): number {
    return this.clients.size;
  }

  broadcast(event: string, data: string): void {
    this.write(`event: ${event}\ndata: ${data}\n\n`);
  }

  async stop(): Promise<void> {
    clearInterval(this.keepAlive);
    for (const client of this.clients) client.end();
    this.clients.clear();
    await Promise.all(this.unlisteners.map((unlisten) => unlisten()));
  }

  private write(chunk: string): void {
    for (const client of this.clients) client.write(chunk);
  }
}
