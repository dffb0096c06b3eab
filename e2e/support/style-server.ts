import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import sharp from "sharp";
import { LoopbackListener } from "../../src/server/test/loopback-listener";

/**
 * A map style server on a loopback port for the offline specs: a MapLibre style with a raster source, sprites
 * and glyphs, every tile a plain 256 px PNG. It answers CORS like a real tile server; `cut()` takes it away.
 * `tilesServed` counts the tiles it sent. With `heavyTiles` each tile is noise, about 200 kB as PNG, so that a
 * city's map weighs what a detailed real one would.
 */
export class StyleServer {
  private readonly listener = new LoopbackListener();
  tilesServed = 0;

  /** `port`: where to listen (0, the default, picks a free one). */
  constructor(private readonly options: { heavyTiles?: boolean; port?: number } = {}) {}

  get origin(): string {
    return `http://127.0.0.1:${this.listener.port}`;
  }

  get styleUrl(): string {
    return `${this.origin}/style.json`;
  }

  private style() {
    return {
      version: 8,
      sources: {
        streets: {
          type: "raster",
          tiles: [`${this.origin}/tiles/{z}/{x}/{y}.png`],
          tileSize: 256,
          maxzoom: 16,
        },
      },
      sprite: `${this.origin}/sprite`,
      glyphs: `${this.origin}/fonts/{fontstack}/{range}.pbf`,
      layers: [
        { id: "background", type: "background", paint: { "background-color": "#1d2433" } },
        { id: "streets", type: "raster", source: "streets" },
      ],
    };
  }

  async open(): Promise<void> {
    const tile = await (this.options.heavyTiles
      ? sharp(randomBytes(256 * 256 * 3), { raw: { width: 256, height: 256, channels: 3 } })
      : sharp({ create: { width: 256, height: 256, channels: 3, background: "#3a4a6b" } })
    )
      .png()
      .toBuffer();
    const pixel = await sharp({ create: { width: 1, height: 1, channels: 4, background: "#0000" } })
      .png()
      .toBuffer();
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? "/", this.origin).pathname;
      const send = (type: string, body: string | Buffer) => {
        response.writeHead(200, { "content-type": type, "access-control-allow-origin": "*" });
        response.end(body);
      };
      if (path === "/style.json") return send("application/json", JSON.stringify(this.style()));
      if (/^\/sprite(@2x)?\.json$/.test(path)) return send("application/json", "{}");
      if (/^\/sprite(@2x)?\.png$/.test(path)) return send("image/png", pixel);
      if (path.startsWith("/fonts/")) return send("application/x-protobuf", Buffer.alloc(0));
      if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(path)) {
        this.tilesServed += 1;
        return send("image/png", tile);
      }
      response.writeHead(404, { "access-control-allow-origin": "*" });
      response.end();
    });
    await this.listener.listen(server, this.options.port ?? 0);
  }

  cut(): Promise<void> {
    return this.listener.cut();
  }
}
