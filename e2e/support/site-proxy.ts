import { createServer, request } from "node:http";
import { LoopbackListener } from "../../src/server/test/loopback-listener";
import { mapServerUrl } from "../../src/shared/map-style";

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
  private mapStyle: { from: string; to: string } | undefined;

  constructor(private readonly target: URL) {}

  get url(): string {
    return `http://127.0.0.1:${this.listener.port}`;
  }

  async open(): Promise<void> {
    const server = createServer((incoming, outgoing) => {
      const page = this.mapStyle !== undefined && incoming.headers["sec-fetch-dest"] === "document";
      const changed = (incoming.url === SERVICE_WORKER && this.serviceWorkerSuffix !== "") || page;
      const headers = { ...incoming.headers, host: this.target.host };
      // As a reverse proxy in front of a server whose BASE_URL it serves: writes come from the server's own origin.
      if (headers.origin) headers.origin = this.target.origin;
      // A changed answer is rewritten whole: not a compressed copy, nor a 304.
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
          // The worker's own requests obey /sw.js's policy: every answer's names the map server's origin.
          const policy = answer.headers["content-security-policy"];
          if (typeof policy === "string")
            answer.headers["content-security-policy"] = this.withMapStyle(policy);
          if (!changed) {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const body = page
              ? Buffer.from(this.withMapStyle(Buffer.concat(chunks).toString("utf8")))
              : Buffer.concat([...chunks, Buffer.from(this.serviceWorkerSuffix)]);
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

  /**
   * Serves pages as a server whose MAP_STYLE_URL is `to` would: the style named in each page and the origin its
   * Content-Security-Policy lets the map reach.
   */
  useMapStyle(from: string, to: string): void {
    this.mapStyle = { from, to };
  }

  private withMapStyle(text: string): string {
    if (!this.mapStyle) return text;
    const { from, to } = this.mapStyle;
    return text.replaceAll(from, to).replaceAll(new URL(from).origin, new URL(mapServerUrl(to)).origin);
  }

  changeServiceWorker(revision: string): void {
    this.serviceWorkerSuffix = `\n// ${revision}\n`;
  }
}
