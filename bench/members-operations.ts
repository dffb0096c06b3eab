import { request } from "node:http";
import { performance } from "node:perf_hooks";
import { CATEGORY_KEYS } from "../src/shared/categories";
import type { GuideOperation } from "../src/shared/schemas";
import { type Account, call, type GuideDetail } from "./members-seed";

/** An open guide page's event stream (GET /api/realtime?guide=), with when each 'guide' event arrived. */
export type GuideStream = { events: { table: string; at: number }[]; close: () => void };

export function openGuideStream(base: string, guideId: string, account: Account): Promise<GuideStream> {
  return new Promise((resolve, reject) => {
    const events: GuideStream["events"] = [];
    const req = request(`${base}/api/realtime?guide=${guideId}`, {
      headers: { cookie: account.cookie, accept: "text/event-stream" },
    });
    req.on("response", (response) => {
      if (response.statusCode !== 200) reject(new Error(`The stream answered ${response.statusCode}`));
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        const at = performance.now();
        text += chunk;
        const blocks = text.split("\n\n");
        text = blocks.pop() ?? "";
        for (const block of blocks) {
          const data = /^event: guide\ndata: (.*)$/m.exec(block)?.[1];
          if (data) events.push({ table: (JSON.parse(data) as { table: string }).table, at });
        }
      });
      response.on("error", () => {});
      resolve({ events, close: () => req.destroy() });
    });
    req.on("error", reject);
    req.end();
  });
}

const KINDS = ["move", "note", "remove", "add"] as const;
type Kind = (typeof KINDS)[number];

/**
 * The n-th operation of a cycle that leaves the guide at its most places: a category's last place moved first,
 * its first place's note set, that place removed, then added back (by another editor than removed it).
 */
function operationOf(n: number, guide: GuideDetail, removed: { placeId?: string }): GuideOperation {
  const kind = KINDS[n % KINDS.length] ?? "move";
  const category = CATEGORY_KEYS[Math.floor(n / KINDS.length) % CATEGORY_KEYS.length] ?? "cafesBrunch";
  const places = guide.places[category] ?? [];
  const first = places[0];
  const last = places[places.length - 1];
  if (!first || !last) throw new Error(`No places in ${category}`);
  if (kind === "move") return { type: "movePlace", placeId: last.id, position: 0 };
  if (kind === "note")
    return { type: "setNote", placeId: first.id, note: `Note ${n}`, base: first.note ?? "" };
  if (kind === "remove") {
    removed.placeId = first.id;
    return { type: "removePlace", placeId: first.id };
  }
  return { type: "addPlace", placeId: removed.placeId ?? first.id, category, position: 0 };
}

async function until(check: () => boolean, withinMs: number): Promise<boolean> {
  const deadline = performance.now() + withinMs;
  while (!check()) {
    if (performance.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 1));
  }
  return true;
}

export type OperationFigures = {
  /** Each operation's POST, sent to answered, in ms. */
  roundTrips: number[];
  /** From each POST sent to its first and to its last event at each stream, in ms. */
  firstEvents: number[];
  lastEvents: number[];
  /** The events each kind of operation sends a stream, and the tables they name. */
  eventsPerKind: Record<Kind, string[]>;
  /** Operations some stream did not hear all of within the wait. */
  unheard: number;
};

/** How long a stream may take to hear an operation before it counts as unheard. */
const HEARD_WITHIN_MS = 5_000;
/** How long after a warm-up operation no more of its events may come. */
const QUIET_MS = 500;

/**
 * `count` operations one after another by the editors in turn, each answered before the next is sent; first a
 * warm-up cycle learns how many events each kind sends, so that a late event is never taken for the next one's.
 */
export async function measureOperations(
  base: string,
  guideId: string,
  editors: Account[],
  streams: GuideStream[],
  count: number,
): Promise<OperationFigures> {
  const figures: OperationFigures = {
    roundTrips: [],
    firstEvents: [],
    lastEvents: [],
    eventsPerKind: { move: [], note: [], remove: [], add: [] },
    unheard: 0,
  };
  const removed: { placeId?: string } = {};
  let guide = (await (await call(base, editors[0], "GET", `/api/guides/${guideId}`)).json()) as GuideDetail;
  const send = async (n: number) => {
    const editor = editors[n % editors.length];
    const operations = [operationOf(n, guide, removed)];
    const marks = streams.map((stream) => stream.events.length);
    const sent = performance.now();
    const response = await call(base, editor, "POST", `/api/guides/${guideId}/operations`, { operations });
    const answered = performance.now();
    guide = (await response.json()) as GuideDetail;
    return { sent, answered, marks };
  };
  for (let n = 0; n < KINDS.length; n++) {
    const { marks } = await send(n);
    await new Promise((done) => setTimeout(done, QUIET_MS));
    const kind = KINDS[n] ?? "move";
    figures.eventsPerKind[kind] = (streams[0]?.events ?? []).slice(marks[0]).map((event) => event.table);
  }
  for (let n = KINDS.length; n < KINDS.length + count; n++) {
    const expected = figures.eventsPerKind[KINDS[n % KINDS.length] ?? "move"].length;
    const { sent, answered, marks } = await send(n);
    figures.roundTrips.push(answered - sent);
    const heard = await until(
      () => streams.every((stream, s) => stream.events.length >= (marks[s] ?? 0) + expected),
      HEARD_WITHIN_MS,
    );
    if (!heard) {
      figures.unheard++;
      continue;
    }
    streams.forEach((stream, s) => {
      const mine = stream.events.slice(marks[s], (marks[s] ?? 0) + expected);
      figures.firstEvents.push((mine[0]?.at ?? Number.NaN) - sent);
      figures.lastEvents.push((mine[mine.length - 1]?.at ?? Number.NaN) - sent);
    });
  }
  return figures;
}
