import { zxyToTileId } from "pmtiles";
import { type Box, tilesIn } from "../lib/tile-grid";

const HEADER_BYTES = 127;
/** What the reader fetches first: the header and the root directory must both lie within it. */
const FIRST_READ_BYTES = 16_384;

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

/** PMTiles' tile types: vector (Mapbox Vector Tile) and PNG. */
export const ARCHIVE_TILE_TYPE = { vector: 1, png: 2 } as const;

type ArchiveOptions = {
  tile: Buffer;
  box: Box;
  tileType?: (typeof ARCHIVE_TILE_TYPE)[keyof typeof ARCHIVE_TILE_TYPE];
  metadata?: Record<string, unknown>;
};

/**
 * A PMTiles v3 archive (github.com/protomaps/PMTiles, spec/v3) for tests: every tile over `box` from zoom 0 to 16
 * is a copy of the one `tile` (copies, so that each tile is a range of its own, as in a real archive), directories
 * and metadata uncompressed, the root directory only.
 */
export function archiveOf({
  tile,
  box,
  tileType = ARCHIVE_TILE_TYPE.png,
  metadata = {},
}: ArchiveOptions): Buffer {
  const ids = new Set<number>();
  for (let zoom = 0; zoom <= 16; zoom += 1)
    for (const { x, y } of tilesIn(box, zoom)) ids.add(zxyToTileId(zoom, x, y));
  const sorted = [...ids].sort((a, b) => a - b);
  const deltas = sorted.map((id, index) => id - (sorted[index - 1] ?? 0));
  const directory = Buffer.from([
    ...varint(sorted.length),
    ...deltas.flatMap(varint),
    ...sorted.flatMap(() => varint(1)), // run lengths
    ...sorted.flatMap(() => varint(tile.length)),
    // The first tile at offset 0 (written plus one), each next one right after the one before (written 0).
    ...sorted.map((_, index) => (index === 0 ? 1 : 0)),
  ]);
  const tiles = Buffer.concat(sorted.map(() => tile));
  if (HEADER_BYTES + directory.length > FIRST_READ_BYTES)
    throw new Error("the test archive's box is too large");
  const metadataBytes = Buffer.from(JSON.stringify(metadata));
  const header = Buffer.alloc(HEADER_BYTES);
  header.write("PMTiles", 0, "ascii");
  header.writeUInt8(3, 7);
  const offsets = [
    HEADER_BYTES, // root directory
    directory.length,
    HEADER_BYTES + directory.length, // metadata
    metadataBytes.length,
    0, // leaf directories: none
    0,
    HEADER_BYTES + directory.length + metadataBytes.length, // tile data
    tiles.length,
    sorted.length, // addressed tiles
    sorted.length, // directory entries
    sorted.length, // tile contents
  ];
  for (const [index, value] of offsets.entries()) header.writeBigUInt64LE(BigInt(value), 8 + index * 8);
  header.writeUInt8(0, 96); // not clustered
  header.writeUInt8(1, 97); // directories: no compression
  header.writeUInt8(1, 98); // tiles: no compression
  header.writeUInt8(tileType, 99);
  header.writeUInt8(0, 100);
  header.writeUInt8(16, 101);
  for (const [index, degrees] of [box.west, box.south, box.east, box.north].entries())
    header.writeInt32LE(Math.round(degrees * 1e7), 102 + index * 4);
  header.writeUInt8(12, 118);
  header.writeInt32LE(Math.round(((box.west + box.east) / 2) * 1e7), 119);
  header.writeInt32LE(Math.round(((box.south + box.north) / 2) * 1e7), 123);
  return Buffer.concat([header, directory, metadataBytes, tiles]);
}
