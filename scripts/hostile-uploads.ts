/**
 * Writes the hostile-upload corpus of src/server/infrastructure/storage/hostile-uploads.test.ts into
 * src/server/infrastructure/storage/hostile-uploads/. Run `npx tsx scripts/hostile-uploads.ts` after changing a fixture here;
 * the files are committed so the test reads the very bytes reviewed, and each stays well under 100 KB.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Script } from "node:vm";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

const folder = path.join(import.meta.dirname, "../src/server/infrastructure/storage/hostile-uploads");

/** Random-looking pixels, so that cutting the file short cuts real image data. */
const noise = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
};

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG whose header announces width x height pixels, with almost no data behind it. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A GIF that is also a script: its logical screen width is the bytes `/*`, so `GIF89a` starts a JavaScript
 * assignment whose comment the GIF's own comment extension closes with an alert. A 1x1 image sits inside.
 */
function gifScriptPolyglot(): Buffer {
  const payload = Buffer.from("*/=alert('gif');/*");
  const gif = Buffer.concat([
    Buffer.from("GIF89a/*", "latin1"),
    Buffer.from([0x0a, 0x00, 0x80, 0x00, 0x00]),
    Buffer.from([0xff, 0x00, 0x00, 0x00, 0x00, 0xff]),
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00]),
    Buffer.from([0x21, 0xfe, payload.length]),
    payload,
    Buffer.from([0x00, 0x3b]),
    Buffer.from("*/", "latin1"),
  ]);
  new Script(gif.toString("latin1"));
  return gif;
}

/** A stored (uncompressed) ZIP archive of one file, written by hand so the corpus needs no zip tool. */
function zipOf(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc32(content), 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localSize = local.length + fileName.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

/** Three frames of different colours, stacked as sharp expects an animation's pages. */
const animation = () =>
  sharp(
    Buffer.concat(
      ["#ff0000", "#00ff00", "#0000ff"].map((colour) =>
        Buffer.alloc(48 * 32 * 3, Buffer.from(colour.slice(1), "hex")),
      ),
    ),
    { raw: { width: 48, height: 32 * 3, channels: 3, pageHeight: 32 } as never },
  );

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Private Person"/></rdf:RDF></x:xmpmeta>';
const GPS_EXIF = {
  IFD0: { Artist: "Private Person", ImageDescription: "Our front door" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "48/1 51/1 24/1",
    GPSLongitudeRef: "E",
    GPSLongitude: "2/1 21/1 3/1",
  },
};

const photo = () => noise(160, 120).jpeg({ quality: 80 }).toBuffer();
const png = await noise(160, 120).png().toBuffer();
const jpeg = await photo();
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

const files: Record<string, Buffer | Promise<Buffer>> = {
  "svg-with-script.svg": Buffer.from(svg),
  "html-page.png": Buffer.from(
    "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n",
  ),
  "gif-script-polyglot.gif": gifScriptPolyglot(),
  "png-zip-polyglot.png": Buffer.concat([png, zipOf("run.js", Buffer.from("alert('zip');\n"))]),
  "bomb-6000x6000.png": sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#000" } })
    .png({ compressionLevel: 9, palette: true, colours: 2 })
    .toBuffer(),
  "bomb-header-50000x50000.png": pngHeaderOnly(50_000, 50_000),
  "truncated.png": png.subarray(0, Math.floor(png.length / 2)),
  "truncated.jpg": jpeg.subarray(0, Math.floor(jpeg.length / 2)),
  "zero-bytes.png": Buffer.alloc(0),
  "animated.gif": animation().gif().toBuffer(),
  "animated.webp": animation().webp({ lossless: true }).toBuffer(),
  "exif-gps.jpg": noise(160, 120).jpeg().withExif(GPS_EXIF).withXmp(XMP).toBuffer(),
  "metadata.webp": noise(64, 48).webp().withExif(GPS_EXIF).withXmp(XMP).toBuffer(),
  "metadata.png": noise(64, 48).png().withIccProfile("p3").withXmp(XMP).toBuffer(),
  "jpeg-named.gif": photo(),
  "tiff-named.jpg": noise(64, 48).tiff().toBuffer(),
};

await rm(folder, { recursive: true, force: true });
await mkdir(folder, { recursive: true });
for (const [name, bytes] of Object.entries(files)) {
  const data = await bytes;
  if (data.length > 100_000) throw new Error(`${name} is ${data.length} bytes: keep fixtures under 100 KB`);
  await writeFile(path.join(folder, name), data);
}
console.info(`${Object.keys(files).length} files in ${path.relative(process.cwd(), folder)}`);
