import { RateLimitedError } from "../../infrastructure/errors";

/**
 * One client's pages that are not kept, answered a few at a time (decision 035). Such a page reads the database
 * before anything else (its title and status, a session), and on the embedded database that reading is the
 * server's own thread: one client asking for new addresses on many connections at once took it from everyone.
 * A client's requests past `running` wait their turn, in order; past `waiting` more, the client is told to slow
 * down (429). Someone opening a page, or a few tabs, never waits.
 */
export class ClientLine {
  private readonly clients = new Map<string, { running: number; line: Array<() => void> }>();

  constructor(private readonly limits: { running: number; waiting: number }) {}

  async inTurn<T>(client: string, work: () => Promise<T>): Promise<T> {
    const own = this.clients.get(client) ?? { running: 0, line: [] };
    this.clients.set(client, own);
    if (own.running >= this.limits.running) {
      if (own.line.length >= this.limits.waiting) throw new RateLimitedError();
      await new Promise<void>((turn) => own.line.push(turn));
    } else {
      own.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = own.line.shift();
      // The turn passes straight to the next in line; a client with nothing left is forgotten.
      if (next) next();
      else if (--own.running === 0) this.clients.delete(client);
    }
  }
}
