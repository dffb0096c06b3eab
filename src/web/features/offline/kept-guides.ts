import { useSyncExternalStore } from "react";
import { paths } from "../../lib/paths";
import { dismissMapQuestions } from "./ask-map-size";
import {
  ACCOUNT_URLS,
  dropEverything,
  dropUnnamed,
  dropUnneeded,
  KeepFailed,
  KeepForgotten,
  KeepRefused,
  keepGuide,
} from "./keep-guide";
import { type KeepReason, type KeptGuide, keptRegistry } from "./kept-registry";

/** What the device holds of one guide, as its page shows it. */
export type KeptStatus =
  | { state: "none" }
  | { state: "keeping"; percent: number }
  | { state: "kept"; guide: KeptGuide }
  | { state: "failed"; reason: KeepFailed["reason"] };

const NONE: KeptStatus = { state: "none" };

/** A kept guide is kept again once this old, so places added to it since are kept too. */
const REKEEP_AFTER_MS = 6 * 60 * 60_000;

const statuses = new Map<string, KeptStatus>();
const listeners = new Set<() => void>();
let kept = new Map<string, KeptGuide>();

function setStatus(guideId: string, status: KeptStatus): void {
  statuses.set(guideId, status);
  for (const listener of listeners) listener();
}

let loaded: Promise<void> | undefined;
function load(): Promise<void> {
  loaded ??= keptRegistry.all().then(
    (guides) => {
      kept = new Map(guides.map((guide) => [guide.guideId, guide]));
      for (const guide of guides) if (!guide.declined) setStatus(guide.guideId, { state: "kept", guide });
    },
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}

// One change at a time: two keeps of guides sharing a place, or a keep racing a release, would disagree on
// which kept answers are still needed.
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(load).then(work);
  queue = next.catch(() => undefined);
  return next;
}

/** Moves on whenever everything kept is forgotten: a keep begun before then must not write anything after. */
let generation = 0;

/** The keep under way in this tab (one at a time): the URLs it has kept so far, and the account they are for. */
let keeping: { urls: string[]; owner: string | null } | undefined;

/** The account this tab last settled for; undefined until the server first says who is signed in. */
let settledFor: string | null | undefined;

async function keepNow(guideId: string, owner: string | null, reasons: KeepReason[]): Promise<void> {
  setStatus(guideId, { state: "keeping", percent: 0 });
  const fetched: string[] = [];
  const started = generation;
  const before = kept.get(guideId);
  const mine = { urls: fetched, owner };
  keeping = mine;
  try {
    // Kept again: the map is carried over rather than fetched (and asked about) anew.
    const mapUrls = before?.declined
      ? undefined
      : before?.urls.filter((url) => !url.startsWith(location.origin) && !url.startsWith("/"));
    const { guide, bytes } = await keepGuide(guideId, {
      reader: owner,
      urls: fetched,
      forgotten: () => generation !== started,
      withMap: mapUrls === undefined,
      onProgress: (share) => setStatus(guideId, { state: "keeping", percent: Math.floor(share * 100) }),
    });
    if (generation !== started) throw new KeepForgotten();
    const urls = [...new Set([...fetched, ...(mapUrls ?? [])])];
    const entry: KeptGuide = {
      guideId,
      name: guide.name,
      path: paths.guide(guide.location, guide.id),
      owner,
      reasons,
      urls,
      bytes,
      keptAt: Date.now(),
    };
    await keptRegistry.put(entry);
    kept.set(guideId, entry);
    if (before) await dropUnneeded(before.urls, neededUrls());
    setStatus(guideId, { state: "kept", guide: entry });
    if (kept.size === 1) void navigator.storage?.persist?.();
  } catch (error) {
    await dropUnneeded(fetched, neededUrls());
    // The site says the reader may no longer see it: nothing of it stays on the device.
    if (error instanceof KeepRefused) await releaseNow(guideId);
    const still = kept.get(guideId);
    if (error instanceof KeepForgotten || error instanceof KeepRefused) setStatus(guideId, NONE);
    else
      setStatus(
        guideId,
        still && !still.declined
          ? { state: "kept", guide: still }
          : { state: "failed", reason: error instanceof KeepFailed ? error.reason : "unreachable" },
      );
    throw error;
  } finally {
    if (keeping === mine) keeping = undefined;
  }
}

function neededUrls(): Set<string> {
  return new Set([...kept.values()].flatMap((guide) => guide.urls));
}

async function releaseNow(guideId: string): Promise<void> {
  const guide = kept.get(guideId);
  if (!guide) return;
  kept.delete(guideId);
  await keptRegistry.delete(guideId);
  await dropUnneeded(guide.urls, neededUrls());
  setStatus(guideId, NONE);
}

/** "Keep offline" on a guide's page: kept for `owner` (null for a visitor) until removed by hand. */
export const keepByChoice = (guideId: string, owner: string | null) =>
  serially(() => {
    const reasons = new Set<KeepReason>([...(kept.get(guideId)?.reasons ?? []), "chosen"]);
    // Asking again undoes an earlier "Remove from this device".
    return keepNow(guideId, owner, [...reasons]);
  });

/**
 * "Remove from this device": a guide kept by hand goes; a saved or written one is not kept again until its reader
 * asks with "Keep offline" (the record stays, declined, without its answers).
 */
export const removeCopy = (guideId: string) =>
  serially(async () => {
    const guide = kept.get(guideId);
    if (!guide) return;
    const reasons = guide.reasons.filter((reason) => reason !== "chosen");
    if (reasons.length === 0) return releaseNow(guideId);
    const entry: KeptGuide = { ...guide, reasons, urls: [], bytes: 0, declined: true };
    await keptRegistry.put(entry);
    kept.set(guideId, entry);
    await dropUnneeded(guide.urls, neededUrls());
    setStatus(guideId, NONE);
  });

/** A guide the site no longer lets its reader see: what the device kept of it goes (docs/decisions/059). */
export const forgetKeptGuide = (guideId: string) => serially(() => releaseNow(guideId));

/**
 * Brings what a member's device keeps in line with what they saved, wrote and make with others (`wanted`, by
 * guide id): new ones are kept, those no longer wanted nor chosen are let go, old copies are kept anew. A guide no
 * longer shared with them that is still kept for another reason is read again at once: if the site refuses it,
 * its copy goes too.
 */
export const keepForMember = (owner: string, wanted: Map<string, KeepReason[]>) =>
  serially(async () => {
    const unshared = new Set<string>();
    for (const guide of [...kept.values()]) {
      const chosen = guide.reasons.filter((reason) => reason === "chosen");
      const reasons = [...chosen, ...(wanted.get(guide.guideId) ?? [])];
      if (reasons.length === 0) await releaseNow(guide.guideId);
      else if (reasons.join() !== guide.reasons.join() || guide.owner !== owner) {
        if (guide.reasons.includes("shared") && !reasons.includes("shared") && !guide.declined)
          unshared.add(guide.guideId);
        // Declined stays declined: the reasons change, the copy is not kept again.
        const entry = { ...guide, owner, reasons };
        await keptRegistry.put(entry);
        kept.set(guide.guideId, entry);
        if (!entry.declined) setStatus(guide.guideId, { state: "kept", guide: entry });
      }
    }
    const due = (guide: KeptGuide) =>
      unshared.has(guide.guideId) || Date.now() - guide.keptAt >= REKEEP_AFTER_MS;
    for (const [guideId, reasons] of wanted) {
      const guide = kept.get(guideId);
      if (guide?.declined || (guide && !due(guide))) continue;
      await keepNow(guideId, owner, guide?.reasons ?? reasons).catch(() => undefined);
    }
    for (const guideId of unshared) {
      const guide = kept.get(guideId);
      if (guide && !wanted.has(guideId)) await keepNow(guideId, owner, guide.reasons).catch(() => undefined);
    }
  });

/**
 * Forgets everything kept when it belongs to another account than `userId` (null: signed out): nothing kept for
 * one account is shown to another (docs/decisions/033). Not queued behind a keep, which may take minutes: it reads
 * the registry itself (another tab may have kept more), and a keep under way for another account records nothing
 * afterwards. A visitor's kept guides pass to the member who signs in. Signed out, or another account than this
 * tab last settled for, whatever no kept guide names goes too: a keep cut short leaves answers without a record.
 */
export async function settleOwner(userId: string | null): Promise<void> {
  const changed = settledFor !== undefined && settledFor !== userId;
  settledFor = userId;
  const theirs = (owner: string | null) => owner === null || owner === userId;
  const guides = await keptRegistry.all();
  if (!guides.every((guide) => theirs(guide.owner))) return forgetEverything(guides);
  if (keeping && !theirs(keeping.owner)) forgetKeepsUnderWay();
  if (userId !== null && !changed) return;
  await dropUnnamed(async () => {
    // Read after the cache's keys: a keep that records its guide meanwhile is named either here or by `keeping`.
    const named = new Set((await keptRegistry.all()).flatMap((guide) => guide.urls));
    if (keeping && theirs(keeping.owner)) for (const url of keeping.urls) named.add(url);
    // Signed out, the account's own answers go whatever names them.
    if (userId === null) for (const url of ACCOUNT_URLS) named.delete(url);
    return named;
  });
}

/** A keep under way records nothing and drops what it fetched; a map question waiting on it is answered no. */
function forgetKeepsUnderWay(): void {
  generation += 1;
  dismissMapQuestions();
}

async function forgetEverything(guides: KeptGuide[]): Promise<void> {
  forgetKeepsUnderWay();
  const guideIds = [...new Set([...kept.keys(), ...guides.map((guide) => guide.guideId)])];
  kept = new Map();
  await keptRegistry.clear();
  await dropEverything();
  for (const guideId of guideIds) setStatus(guideId, NONE);
}

function subscribe(listener: () => void): () => void {
  void load();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let listed: KeptGuide[] = [];
function listKept(): KeptGuide[] {
  const next = [...kept.values()].filter((guide) => !guide.declined).sort((a, b) => b.keptAt - a.keptAt);
  const same = next.length === listed.length && next.every((guide, index) => guide === listed[index]);
  if (!same) listed = next;
  return listed;
}

/** Every guide kept on the device, newest first. */
export function useKeptGuides(): KeptGuide[] {
  return useSyncExternalStore(subscribe, listKept, () => listed);
}

/** What the device holds of a guide, kept up to date while the screen shows it. */
export function useKeptGuide(guideId: string): KeptStatus {
  return useSyncExternalStore(
    subscribe,
    () => statuses.get(guideId) ?? NONE,
    () => NONE,
  );
}
