import { type ImageVariant, MEDIA_BASE_ID, mediaUrl } from "../../shared/media";
import { readPageSetting } from "./page-setting";

/** MEDIA_BASE_URL as the server wrote it into the page; undefined when pictures come through /media. */
function readMediaBase(): string | undefined {
  const base = readPageSetting(MEDIA_BASE_ID);
  return typeof base === "string" ? base : undefined;
}

let mediaBase = typeof document === "undefined" ? undefined : readMediaBase();

/** The server-side renderer's way to say where pictures load from, as the page it serves will say it. */
export function loadMediaFrom(base: string | undefined): void {
  mediaBase = base;
}

/** Where the browser loads a stored image from: this server, or the store or CDN the server named. */
export const storedImageUrl = (key: string, variant: ImageVariant) => mediaUrl(key, variant, mediaBase);
