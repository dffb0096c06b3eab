import { connect, createServer } from "node:net";
import { LoopbackListener } from "./loopback-listener";

/**
 * A TCP relay on a loopback port in front of a real server, owned by a test: `cut()` drops every open
 * connection and refuses new ones (the database "goes away"), `restore()` accepts connections again.
 */
export class TcpRelay {
  private readonly listener = new LoopbackListener();

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  get port(): number {
    return this.listener.port;
  }

  /** Starts accepting on a free port, kept for later restores. */
  open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      this.listener.track(upstream);
      for (const socket of [client, upstream]) {
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    return this.listener.listen(server);
  }

  /** Drops every relayed connection at once and stops listening, so new connections are refused. */
  cut(): Promise<void> {
    return this.listener.cut();
  }

  restore(): Promise<void> {
    return this.open();
  }

  close(): Promise<void> {
    return this.cut();
  }
}
