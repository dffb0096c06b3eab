const SIZE = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

/** Bytes as people read them: 840 kB, 4.2 MB. */
export function readableSize(bytes: number): string {
  if (bytes < 1_000_000) return `${SIZE.format(Math.max(1, Math.round(bytes / 1000)))} kB`;
  return `${SIZE.format(bytes / 1_000_000)} MB`;
}
