import pg from "pg";
import type { DatabaseLog, NotificationHandlers } from "./handle";
import { connectionFailureReason } from "./unavailable";

const FIRST_RETRY_MS = 250;
/** Reconnecting at most this far apart keeps realtime recovery within about two seconds of the database's. */
const MAX_RETRY_MS = 2_000;

const quoted = (channel: string) => `"${channel.replaceAll('"', "")}"`;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * One connection that LISTENs on every channel. LISTEN needs a connection of its own that stays open (a pooled
 * one would be handed to other queries); when the database drops it, it reconnects with backoff, listens
 * again and tells every handler to resync, since notifications sent meanwhile are lost.
 */
export class NotificationListener {
  private client: pg.Client | undefined;
  private readonly channels = new Map<string, Set<NotificationHandlers>>();
  private closed = false;

  constructor(
    private readonly clientConfig: pg.ClientConfig,
    private readonly log: DatabaseLog,
  ) {}

  async listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> {
    let subscribers = this.channels.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      this.channels.set(channel, subscribers);
      if (this.client) await this.client.query(`LISTEN ${quoted(channel)}`);
    }
    subscribers.add(handlers);
    if (!this.client) this.client = await this.connect();
    const current = subscribers;
    return async () => {
      current.delete(handlers);
      if (current.size > 0) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end();
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client(this.clientConfig);
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client, new Error("connection ended")));
    client.on("notification", (message) => {
      for (const handlers of this.channels.get(message.channel) ?? [])
        handlers.onMessage(message.payload ?? "");
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${quoted(channel)}`);
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    client.end().catch(() => {});
    this.log.warn(
      { reason: connectionFailureReason(error) },
      "Lost the database connection that listens for changes; reconnecting",
    );
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    let delay = FIRST_RETRY_MS;
    while (!this.closed) {
      await sleep(delay);
      if (this.closed) return;
      try {
        const client = await this.connect();
        if (this.closed) {
          await client.end();
          return;
        }
        this.client = client;
        this.log.info({}, "Listening for database changes again");
        for (const subscribers of this.channels.values())
          for (const handlers of subscribers) handlers.onResync();
        return;
      } catch {
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      }
    }
  }
}
