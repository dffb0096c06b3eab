/**
 * The requests of the soak (bench/soak.ts, issue 63): what a busy day sends the app, in shares of every hundred
 * requests. Reads of the API, writes by a signed-in member (a guide saved, then unsaved), visitors' pages (one in
 * ten at an address no one asked for before, so that it is drawn rather than served kept), and searches by
 * people and by assistants (the MCP server's `search` tool). The event streams are held open apart (soak.ts).
 */

/** What the mix needs from the app's demo content, read once it has started. */
export type SoakTargets = {
  base: string;
  cookie: string;
  guides: { id: string; citySlug: string }[];
  placeIds: string[];
};

type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };

const QUERIES = [
  "sagrada familia",
  "eifel tower",
  "cafe",
  "sao bento",
  "qqqzzzxx",
  "paris",
  "rooftop",
  "tacos",
];

const mcpSearch = (query: string, id: number) =>
  JSON.stringify({
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { name: "search", arguments: { query } },
  });

/** Picks one of `items` by a counter, so a run asks for each in turn. */
const pick = <T>(items: readonly T[], n: number): T => {
  const item = items[n % items.length];
  if (item === undefined) throw new Error("The soak needs at least one of each target");
  return item;
};

/** Shares of each hundred requests; they add up to 100. */
export const MIX_SHARES = { apiReads: 40, apiWrites: 10, pages: 35, searches: 5, mcpSearches: 10 };

/** A function that gives the soak's n-th request. */
export function soakMix(targets: SoakTargets): (n: number) => Request {
  const { base, cookie, guides, placeIds } = targets;
  const writeHeaders = { cookie, origin: base };
  const kinds: ((n: number) => Request)[] = [];
  const add = (share: number, make: (n: number) => Request) => {
    for (let i = 0; i < share; i++) kinds.push(make);
  };
  add(MIX_SHARES.apiReads, (n) => {
    const guide = pick(guides, n);
    return {
      method: "GET",
      path: pick(
        [
          "/api/guides",
          "/api/cities",
          `/api/cities/${guide.citySlug}/guides`,
          `/api/guides/${guide.id}`,
          `/api/places/${pick(placeIds, n)}`,
        ],
        n,
      ),
    };
  });
  // Saves and unsaves alternate on each guide: every write changes a row and notifies the other nodes.
  add(MIX_SHARES.apiWrites, (n) => ({
    method: Math.floor(n / guides.length) % 2 === 0 ? "PUT" : "DELETE",
    path: `/api/me/saved-guides/${pick(guides, n).id}`,
    headers: writeHeaders,
  }));
  add(MIX_SHARES.pages, (n) => {
    const guide = pick(guides, n);
    const page = pick(
      ["/", `/city/${guide.citySlug}`, `/guide/${guide.citySlug}/${guide.id}`, `/place/${pick(placeIds, n)}`],
      n,
    );
    // Now and then an address no one asked for before (a shared link with a tracking query): drawn, not kept.
    return { method: "GET", path: n % 10 === 0 ? `${page}?v=${n}-${Date.now()}` : page };
  });
  add(MIX_SHARES.searches, (n) => ({
    method: "GET",
    path: `/api/search?q=${encodeURIComponent(pick(QUERIES, n))}`,
  }));
  add(MIX_SHARES.mcpSearches, (n) => ({
    method: "POST",
    path: "/mcp",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-06-18",
    },
    body: mcpSearch(pick(QUERIES, n), n),
  }));
  // Spread each kind over the hundred, not in runs of one kind: a stride coprime with 100 visits every slot.
  return (n) => pick(kinds, (n * 37) % kinds.length)(Math.floor(n / kinds.length));
}

/** Signs the demo member in and reads the guides and places the mix asks for. */
export async function soakTargets(base: string): Promise<SoakTargets> {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: "traveller@cityguides.local", password: "traveller-demo-2026" }),
  });
  if (!signIn.ok) throw new Error(`The demo member could not sign in: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const feed = (await (await fetch(`${base}/api/guides`)).json()) as {
    items: { id: string; citySlug: string }[];
  };
  const guides = feed.items.map(({ id, citySlug }) => ({ id, citySlug }));
  const placeIds: string[] = [];
  for (const guide of guides) {
    const read = (await (await fetch(`${base}/api/guides/${guide.id}`)).json()) as {
      places: Record<string, { id: string }[]>;
    };
    for (const places of Object.values(read.places)) placeIds.push(...places.map((place) => place.id));
  }
  if (guides.length === 0 || placeIds.length === 0) throw new Error("The demo content has no guide or place");
  return { base, cookie, guides, placeIds };
}
