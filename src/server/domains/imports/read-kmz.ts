import { Unzip, type UnzipFile, UnzipInflate } from "fflate";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../shared/imports";
import { InvalidInputError } from "../../infrastructure/errors";

/** A zip archive starts with a local file header. */
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The archive is fed to the unpacker in slices this long, so that no slice can unpack to much at once. */
const SLICE_BYTES = 16 * 1024;

/** The map of a KMZ: `doc.kml` at the archive's root, else its first `.kml` at the root. */
const isRootMap = (name: string) => !name.includes("/") && !name.includes("\\") && /\.kml$/i.test(name);

/**
 * The map file inside a KMZ, unpacked as a stream and stopped past IMPORT_LIMITS.kmzUnpackedMaxBytes (a zip bomb's
 * header may lie about its size). Entries are only ever read by name, into memory: none is written anywhere, so
 * a name like `../../x` reaches nothing, and only a map at the archive's root is read at all.
 */
export function unpackKmz(bytes: Uint8Array): Uint8Array {
  const maps = new Map<string, Uint8Array[]>();
  let unpacked = 0;
  let failure: InvalidInputError | undefined;
  const unzip = new Unzip((file: UnzipFile) => {
    if (!isRootMap(file.name) || maps.size > 0) return;
    const chunks: Uint8Array[] = [];
    maps.set(file.name, chunks);
    file.ondata = (error, chunk) => {
      if (error) failure ??= new InvalidInputError(IMPORT_MESSAGES.kmzBroken);
      unpacked += chunk?.length ?? 0;
      if (unpacked > IMPORT_LIMITS.kmzUnpackedMaxBytes) {
        failure ??= new InvalidInputError(IMPORT_MESSAGES.kmzTooLarge);
        file.terminate();
        return;
      }
      if (chunk) chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += SLICE_BYTES)
      unzip.push(bytes.subarray(offset, offset + SLICE_BYTES), offset + SLICE_BYTES >= bytes.length);
  } catch {
    failure ??= new InvalidInputError(IMPORT_MESSAGES.kmzBroken);
  }
  if (failure) throw failure;
  const [chunks] = maps.values();
  if (!chunks) throw new InvalidInputError(IMPORT_MESSAGES.kmzNoMap);
  return Buffer.concat(chunks);
}
