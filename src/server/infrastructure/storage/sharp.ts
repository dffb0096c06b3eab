import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded the first time a picture is encoded: about 20 MB resident that a node only serving
 * reads never needs (docs/decisions/037). Its operation cache is off: a rendered variant is stored once and read
 * from storage after, so libvips' cache (50 MB by default) would only hold memory.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
