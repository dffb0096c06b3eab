import { createServer, request } from "node:http";
import { LoopbackListener } from "../../src/server/test/loopback-listener";

const SERVICE_WORKER = "/sw.js";

/**
 * An HTTP relay on a loopback port in front of a test server, owned by one test: `cut()` makes the site
 * unreachable for the page and its service worker alike (closing the browser's connections and refusing new ones),
 * which `context.setOffline` does not do for a worker's own requests. `changeServiceWorker()` makes the relayed
 * /sw.js differ from the built one, as a new deployment would. `open()` again after `cut()` brings the site back on
 * the same address.
 */
export class SiteProxy {
  private readonly listener = new LoopbackListener();
  private serviceWorkerSuffix = "";

  constructor(private readonly target: URL) {}

  get url(): string {
    return `http://127.0.0.1:${this.listener.port}`;
  }

  async open(): Promise<void> {
    const server = createServer((incoming, outgoing) => {
      const changed = incoming.url === SERVICE_WORKER && this.serviceWorkerSuffix !== "";
      const headers = { ...incoming.headers, host: this.target.host };
      // As a reverse proxy in front of a server whose BASE_URL it serves: writes come from the server's own origin.
      if (headers.origin) headers.origin = this.target.origin;
      // The changed worker is the whole plain text, to append to: not a compressed copy, nor a 304.
      if (changed) {
        delete headers["accept-encoding"];
        delete headers["if-none-match"];
        delete headers["if-modified-since"];
      }
      const upstream = request(
        {
          host: this.target.hostname,
          port: this.target.port,
          path: incoming.url,
          method: incoming.method,
          headers,
        },
        (answer) => {
          if (!changed) {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const body = Buffer.concat([...chunks, Buffer.from(this.serviceWorkerSuffix)]);
            const { "content-length": _length, etag: _etag, ...rest } = answer.headers;
            outgoing.writeHead(answer.statusCode ?? 502, { ...rest, "content-length": body.length });
            outgoing.end(body);
          });
        },
      );
      upstream.on("error", () => outgoing.destroy());
      incoming.pipe(upstream);
    });
    await this.listener.listen(server);
  }

  /** Drops every open connection and stops listening: the site is unreachable. */
  cut(): Promise<void> {
    return this.listener.cut();
  }

  changeServiceWorker(revision: string): void {
    this.serviceWorkerSuffix = `\n// ${revision}\n`;
  }
}
