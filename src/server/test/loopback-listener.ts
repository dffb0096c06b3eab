import type { Server as HttpServer } from "node:http";
import type { Server, Socket } from "node:net";

/**
 * A test's server on a loopback port that can be cut off at once: `cut()` drops every connection it tracks and
 * stops listening, so new connections are refused (the far side "goes away"). Shared by the database relay and
 * the browser tests' site relay.
 */
export class LoopbackListener {
  private server: Server | HttpServer | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  /** Counts `socket` among those `cut()` drops. */
  track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on("close", () => this.sockets.delete(socket));
  }

  /** Starts `server` on `port` (0 picks a free one, kept for a later `listen`), tracking its connections. */
  async listen(server: Server | HttpServer, port = this.port): Promise<void> {
    server.on("connection", (socket: Socket) => this.track(socket));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    const address = server.address();
    if (address && typeof address === "object") this.port = address.port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
