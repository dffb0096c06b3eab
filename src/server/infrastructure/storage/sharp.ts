import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;
let threads = 0;

/**
 * libvips' threads per picture, from the memory budget (docs/decisions/055); 0 leaves libvips' own (one a core).
 * Each thread's buffers and malloc arena stay with the process after the seed's or an upload's pictures.
 */
export function limitSharpThreads(count: number): void {
  threads = count;
}

/**
 * sharp (libvips), loaded the first time a picture is encoded: about 20 MB resident that a node only serving
 * reads never needs (docs/decisions/037). Its operation cache is off: a rendered variant is stored once and read
 * from storage after, so libvips' cache (50 MB by default) would only hold memory.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    if (threads > 0) sharp.concurrency(threads);
    return sharp;
  });
  return loading;
}
