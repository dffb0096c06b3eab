/** Keys remembered at once: more is a flood of its own, and the oldest are forgotten first. */
const KEYS_MAX = 10_000;

/**
 * Keys past their limit, remembered by this node until their window ends, so that a flood of requests past a
 * limit is refused without a statement each (on the embedded database, every statement runs on the server's
 * thread). Each node learns it from the shared count on its own first refusal.
 */
export class RefusedUntil {
  readonly #until = new Map<string, number>();

  /** Milliseconds the key stays refused; 0 when it is not. */
  msLeft(key: string): number {
    const until = this.#until.get(key);
    if (until === undefined) return 0;
    const left = until - Date.now();
    if (left > 0) return left;
    this.#until.delete(key);
    return 0;
  }

  refuse(key: string, msLeft: number): void {
    if (this.#until.size >= KEYS_MAX) {
      const [oldest] = this.#until.keys();
      if (oldest !== undefined) this.#until.delete(oldest);
    }
    this.#until.set(key, Date.now() + msLeft);
  }
}
