import { RateLimitedError } from "../../infrastructure/errors";

/**
 * One client's pages that are not kept, answered a few at a time (decision 035). Such a page reads the database
 * before anything else (its title and status, a session), and on the embedded database that reading is the
 * server's own thread: one client asking for new addresses on many connections at once took it from everyone.
 * A client's requests past `running` wait their turn, in order; past `waiting` more, the client is told to slow
 * down (429), as a crawler expects.
 */
export class ClientLine {
  private readonly clients = new Map<string, { running: number; line: Array<() => void> }>();

  constructor(private readonly limits: { running: number; waiting: number }) {}

  /** Clients with a page running or waiting: one that has nothing left is forgotten. */
  get busyClients(): number {
    return this.clients.size;
  }

  async inTurn<T>(client: string, work: () => Promise<T>): Promise<T> {
    const clientState = this.clients.get(client) ?? { running: 0, line: [] };
    this.clients.set(client, clientState);
    if (clientState.running >= this.limits.running) {
      if (clientState.line.length >= this.limits.waiting) throw new RateLimitedError();
      await new Promise<void>((turn) => clientState.line.push(turn));
    } else {
      clientState.running += 1;
    }
    try {
      return await work();
    } finally {
      // Handed straight to the next in line, so that a newcomer cannot take it first.
      const next = clientState.line.shift();
      if (next) next();
      else if (--clientState.running === 0) this.clients.delete(client);
    }
  }
}
