import { randomBytes } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import sharp from "sharp";
import { LoopbackListener } from "../../src/server/test/loopback-listener";
import { PMTILES_PROTOCOL } from "../../src/shared/map-style";
import type { Box } from "../../src/web/lib/tile-grid";
import { archiveOf } from "../../src/web/test/pmtiles-archive";

/**
 * A map style server on a loopback port for the offline specs: a MapLibre style with a raster source, sprites
 * and glyphs, every tile a plain 256 px PNG. It answers CORS like a real tile server; `cut()` takes it away.
 * `tilesServed` counts the tiles it sent. With `heavyTiles` each tile is noise, about 200 kB as PNG, so that a
 * city's map weighs what a detailed real one would. With `archiveAround`, it also serves a PMTiles archive of those
 * tiles over that box, by byte ranges as a static file server does; `rangesServed` counts the ranges it sent.
 */
export class StyleServer {
  private readonly listener = new LoopbackListener();
  tilesServed = 0;
  rangesServed = 0;

  /** `port`: where to listen (0, the default, picks a free one). */
  constructor(private readonly options: { heavyTiles?: boolean; port?: number; archiveAround?: Box } = {}) {}

  get origin(): string {
    return `http://127.0.0.1:${this.listener.port}`;
  }

  get styleUrl(): string {
    return `${this.origin}/style.json`;
  }

  /** MAP_STYLE_URL for the archive: pmtiles:// and its address. */
  get archiveStyleUrl(): string {
    return `${PMTILES_PROTOCOL}${this.origin}/basemap.pmtiles`;
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
    const box = this.options.archiveAround;
    const archive = box && archiveOf({ tile, box, metadata: { attribution: "Test tiles" } });
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? "/", this.origin).pathname;
      if (archive && path === "/basemap.pmtiles")
        return this.sendRange(archive, request.headers.range, response);
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

  private sendRange(file: Buffer, range: string | undefined, response: ServerResponse): void {
    const [, from, to] = /^bytes=(\d+)-(\d+)$/.exec(range ?? "") ?? [];
    if (from === undefined || to === undefined || Number(from) >= file.length) {
      response.writeHead(416, {
        "access-control-allow-origin": "*",
        "content-range": `bytes */${file.length}`,
      });
      response.end();
      return;
    }
    const end = Math.min(Number(to), file.length - 1);
    this.rangesServed += 1;
    response.writeHead(206, {
      "content-type": "application/octet-stream",
      "content-range": `bytes ${from}-${end}/${file.length}`,
      "access-control-allow-origin": "*",
    });
    response.end(file.subarray(Number(from), end + 1));
  }

  cut(): Promise<void> {
    return this.listener.cut();
  }
}
