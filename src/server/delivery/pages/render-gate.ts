/**
 * Bounds the drawing of pages on the server (decision 035): at most `concurrent` at once and `waiting` more in
 * line; past that, `draw` returns undefined at once and the caller hands out the page the browser draws. Requests
 * for the same page while it is being drawn share that one drawing. A drawing whose turn comes after its client
 * has gone is not done. One client's share is bounded before this, by its line (client-line.ts).
 */
export class RenderGate<T> {
  private running = 0;
  private readonly line: Array<() => void> = [];
  private readonly drawing = new Map<string, Promise<T | undefined>>();

  constructor(private readonly limits: { concurrent: number; waiting: number }) {}

  draw(key: string, gone: () => boolean, render: () => Promise<T | undefined>): Promise<T | undefined> {
    const shared = this.drawing.get(key);
    if (shared) return shared;
    if (this.running >= this.limits.concurrent && this.line.length >= this.limits.waiting)
      return Promise.resolve(undefined);
    const drawn = this.inTurn(gone, render).finally(() => {
      this.drawing.delete(key);
    });
    this.drawing.set(key, drawn);
    return drawn;
  }

  private async inTurn(gone: () => boolean, render: () => Promise<T | undefined>): Promise<T | undefined> {
    if (this.running >= this.limits.concurrent) await new Promise<void>((turn) => this.line.push(turn));
    else this.running += 1;
    try {
      return gone() ? undefined : await render();
    } finally {
      const next = this.line.shift();
      // The slot passes straight to the next in line; only when nobody waits is it given back.
      if (next) next();
      else this.running -= 1;
    }
  }
}
