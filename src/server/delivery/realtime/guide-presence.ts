import { randomUUID } from "node:crypto";

/** How often a node tells the others who has a guide open on it, and how long the others believe it. */
const ANNOUNCE_EVERY_MS = 20_000;
const BELIEVED_FOR_MS = 50_000;

type Heard = { userIds: string[]; at: number };

/**
 * Who is viewing each guide now, across nodes (docs/decisions/057): each node counts its own open streams and
 * announces its list of viewers on a database channel whenever it changes and every 20 s; a node that stops
 * announcing (stopped, crashed) is forgotten after 50 s.
 */
export class GuidePresence {
  private readonly node = randomUUID();
  /** guide → member → how many of their streams this node holds. */
  private readonly local = new Map<string, Map<string, number>>();
  /** guide → node → what that node last said. */
  private readonly heard = new Map<string, Map<string, Heard>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly announce: (payload: string) => Promise<void>,
    private readonly onChange: (guideId: string, viewers: string[]) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      for (const guideId of this.local.keys()) this.tell(guideId);
      this.forgetSilentNodes();
    }, ANNOUNCE_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    for (const guideId of [...this.local.keys()]) {
      this.local.delete(guideId);
      this.tell(guideId);
    }
  }

  opened(guideId: string, userId: string): void {
    const viewers = this.local.get(guideId) ?? new Map<string, number>();
    viewers.set(userId, (viewers.get(userId) ?? 0) + 1);
    this.local.set(guideId, viewers);
    this.tell(guideId);
  }

  closed(guideId: string, userId: string): void {
    const viewers = this.local.get(guideId);
    if (!viewers) return;
    const left = (viewers.get(userId) ?? 1) - 1;
    if (left > 0) viewers.set(userId, left);
    else viewers.delete(userId);
    if (viewers.size === 0) this.local.delete(guideId);
    this.tell(guideId);
  }

  /** A node's announcement, this node's own included: `guideId|node|userId,userId`. */
  heardOf(payload: string): void {
    const [guideId = "", node = "", ids = ""] = payload.split("|");
    if (!guideId || !node) return;
    const nodes = this.heard.get(guideId) ?? new Map<string, Heard>();
    const userIds = ids ? ids.split(",") : [];
    if (userIds.length > 0) nodes.set(node, { userIds, at: Date.now() });
    else nodes.delete(node);
    if (nodes.size > 0) this.heard.set(guideId, nodes);
    else this.heard.delete(guideId);
    this.onChange(guideId, this.viewers(guideId));
  }

  viewers(guideId: string): string[] {
    const all = new Set<string>();
    for (const { userIds } of this.heard.get(guideId)?.values() ?? []) for (const id of userIds) all.add(id);
    return [...all].sort();
  }

  private tell(guideId: string): void {
    const userIds = [...(this.local.get(guideId)?.keys() ?? [])];
    // Best effort: a missed announcement is made again within 20 s.
    this.announce(`${guideId}|${this.node}|${userIds.join(",")}`).catch(() => {});
  }

  private forgetSilentNodes(): void {
    const before = Date.now() - BELIEVED_FOR_MS;
    for (const [guideId, nodes] of this.heard) {
      let changed = false;
      for (const [node, { at }] of nodes)
        if (at < before) {
          nodes.delete(node);
          changed = true;
        }
      if (nodes.size === 0) this.heard.delete(guideId);
      if (changed) this.onChange(guideId, this.viewers(guideId));
    }
  }
}
