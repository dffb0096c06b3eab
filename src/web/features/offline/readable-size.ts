// Made on first use, not when the module loads: a page's first Intl object starts ICU, 40-70 ms of a phone's main
// thread (docs/decisions/045), and this module loads on every page while sizes are shown only when keeping a map.
let size: Intl.NumberFormat | undefined;

/** Bytes as people read them: 840 kB, 4.2 MB. */
export function readableSize(bytes: number): string {
  size ??= new Intl.NumberFormat("en", { maximumFractionDigits: 1 });
  if (bytes < 1_000_000) return `${size.format(Math.max(1, Math.round(bytes / 1000)))} kB`;
  return `${size.format(bytes / 1_000_000)} MB`;
}
