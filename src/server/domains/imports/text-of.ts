import { IMPORT_MESSAGES } from "../../../shared/imports";
import { InvalidInputError } from "../../infrastructure/errors";

/**
 * The file's bytes as text: UTF-16 when it starts with a byte-order mark, otherwise UTF-8 (with or without its
 * mark). Bytes that are not valid UTF-8 (a Latin-1 export, say) are refused rather than read as garbled names.
 */
export function textOf(bytes: Uint8Array): string {
  const [first, second] = bytes;
  const encoding =
    first === 0xff && second === 0xfe ? "utf-16le" : first === 0xfe && second === 0xff ? "utf-16be" : "utf-8";
  try {
    // `TextDecoder` drops the byte-order mark of the encoding it reads.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new InvalidInputError(IMPORT_MESSAGES.notText);
  }
}
