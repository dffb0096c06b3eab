import type { PageEncodings } from "./page-encodings";

/**
 * A visitors' page as it was sent: the same for every visitor until what it shows changes (decision 035). Kept as
 * its UTF-8 bytes and compressed (page-encodings.ts), so that a page served again is neither encoded nor
 * compressed again: a guide's page is tens of kilobytes.
 */
export type CachedPage = { body: PageEncodings; status: number; etag: string };

/**
 * Visitors' pages in memory, least recently used out past `maxBytes`, each for at most `maxAgeMs` (the lag a
 * page's save counts may have: saves do not clear it). `clear()` forgets them all, on any change to what pages
 * show; a page drawn from data read before that clear is not kept (`generation`).
 */
export class PageCache {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  private readonly pages = new Map<string, CachedPage & { bytes: number; storedAt: number }>();
  private bytes = 0;
  private cleared = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Changes each time the cache is cleared: a page drawn across a change is stale before it is kept. */
  get generation(): number {
    return this.cleared;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (this.now() - page.storedAt > this.maxAgeMs) {
      this.bytes -= page.bytes;
      return undefined;
    }
    this.pages.set(key, page);
    return page;
  }

  /** Keeps `page` unless the cache was cleared since `generation` was read, or it would take over an eighth. */
  set(key: string, page: CachedPage, generation: number): void {
    const bytes = page.body.identity.byteLength + page.body.br.byteLength + page.body.gzip.byteLength;
    if (generation !== this.cleared || bytes > this.maxBytes / 8) return;
    this.drop(key);
    for (const [oldest, { bytes: oldestBytes }] of this.pages) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= oldestBytes;
    }
    this.pages.set(key, { ...page, bytes, storedAt: this.now() });
    this.bytes += bytes;
  }

  /**
   * Forgets the pages past their age, which no visitor can be sent again: when the server has gone quiet their
   * memory goes back with the rest (docs/decisions/044). Answers the bytes let go.
   */
  dropExpired(): number {
    const before = this.bytes;
    const now = this.now();
    for (const [key, page] of this.pages) {
      if (now - page.storedAt > this.maxAgeMs) this.drop(key);
    }
    return before - this.bytes;
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
    this.cleared += 1;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  private drop(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}
