import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_KEYS } from "../shared/categories";
import { type DatabaseHandle, openDatabase } from "./infrastructure/db/client";
import { places, users } from "./infrastructure/db/schema";
import { placeInput } from "./seed/factories";
import { createScratchDatabase, findPostgresForFaultTests } from "./test/app";
import { type CityRow, cityByValue, pickPlaces, placeIds } from "./test/fixtures";
import {
  compiledServer,
  disposeServerProcess,
  type ServerProcess,
  signUpOverHttp,
  startServerProcess,
  waitForHealth,
} from "./test/server-process";
import { suggestionFields, suggestionForm } from "./test/suggestions";
import { realWebBuild } from "./test/web-build";

/**
 * Two server processes on one PostgreSQL database, drawing visitors' pages: a change made through one node makes
 * the pages it touches stale on the other too (docs/decisions/035). Needs PostgreSQL; skipped without it.
 */
const postgresUrl = await findPostgresForFaultTests();
if (!postgresUrl)
  console.info("Two-node page test skipped: no PostgreSQL (TEST_DATABASE_URL, or 127.0.0.1:5432)");
const webDist = postgresUrl ? realWebBuild() : "";
/** How long a change may take to reach the other node's kept pages. */
const STALE_WITHIN_MS = 5_000;

describe.runIf(postgresUrl)("visitors' pages kept on two nodes", () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let database: DatabaseHandle;
  let owner: Record<string, string>;
  let admin: Record<string, string>;
  let city: CityRow;

  beforeAll(async () => {
    const scratch = await createScratchDatabase(postgresUrl ?? "");
    cleanups.push(scratch.drop);
    const env = {
      NODE_ENV: "production",
      DATABASE_URL: scratch.url,
      BETTER_AUTH_SECRET: "a-two-node-secret-shared-by-both-nodes",
      WEB_DIST_DIR: webDist,
      UPLOAD_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
    };
    const pair = await Promise.all([
      startServerProcess({ env, entry: compiledServer() }),
      startServerProcess({ env, entry: compiledServer() }),
    ]);
    cleanups.push(() => Promise.all(pair.map((node) => disposeServerProcess(node))));
    await Promise.all(pair.map((node) => waitForHealth(node, 90_000)));
    [a, b] = pair as [ServerProcess, ServerProcess];
    database = await openDatabase({ databaseUrl: scratch.url });
    cleanups.push(() => database.close());
    city = await cityByValue(database.db, "berlin");
    await database.db
      .insert(places)
      .values(
        CATEGORY_KEYS.flatMap((category) =>
          [1, 2, 3, 4].map((n) => placeInput(city, { name: `Kept ${category} ${n}`, category })),
        ),
      );
    owner = await signUpOverHttp(a, `owner_${randomBytes(3).toString("hex")}`);
    const adminName = `admin_${randomBytes(3).toString("hex")}`;
    admin = await signUpOverHttp(a, adminName);
    await database.db.update(users).set({ role: "admin" }).where(eq(users.username, adminName));
  }, 150_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A write through node A, as its own page would send it. */
  const onA = (path: string, init: RequestInit, account: Record<string, string>) =>
    fetch(`${a.url}${path}`, { ...init, headers: { ...account, origin: a.url, ...init.headers } });

  async function guideOnA(body: object, method = "POST", id = ""): Promise<{ id: string; citySlug: string }> {
    const form = new FormData();
    form.append("guide", JSON.stringify(body));
    const response = await onA(`/api/guides${id ? `/${id}` : ""}`, { method, body: form }, owner);
    expect(response.status, await response.clone().text()).toBe(method === "POST" ? 201 : 200);
    return (await response.json()) as { id: string; citySlug: string };
  }

  /** A visitor's page on node B, asked again until `check` passes or STALE_WITHIN_MS is up. */
  async function onBUntil(
    path: string,
    check: (status: number, body: string, cache: string | null) => boolean,
  ) {
    const deadline = Date.now() + STALE_WITHIN_MS;
    for (;;) {
      const response = await fetch(`${b.url}${path}`);
      const body = await response.text();
      const cache = response.headers.get("x-page-cache");
      if (check(response.status, body, cache) || Date.now() > deadline)
        return { status: response.status, body, cache };
      await sleep(100);
    }
  }
  const keptOnB = async (path: string) => {
    const page = await onBUntil(path, (_status, _body, cache) => cache === "hit");
    expect(page.cache, `${path} kept on node B`).toBe("hit");
    return page;
  };

  it("forgets what an edit, a publish, a merge and a delete made through node A change", async () => {
    const chosen = await pickPlaces(database.db, city.id);
    const name = `Two nodes ${randomBytes(3).toString("hex")}`;
    const guide = await guideOnA({ name, cityId: city.id, places: chosen });
    const guidePath = `/guide/${guide.citySlug}/${guide.id}`;
    const cityPath = `/city/${guide.citySlug}`;
    expect((await keptOnB(guidePath)).body).toContain(name);

    // An edit: the guide's new name on its page.
    const renamed = `${name} renamed`;
    const edit = await onA(
      `/api/guides/${guide.id}`,
      {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: renamed, cityId: city.id }),
      },
      owner,
    );
    expect(edit.status, await edit.text()).toBe(200);
    expect((await onBUntil(guidePath, (_s, body) => body.includes(renamed))).body).toContain(renamed);

    // A publish: a draft, absent from the city's kept page, is there once published.
    const draftName = `${name} draft`;
    const draft = await guideOnA({ name: draftName, cityId: city.id, places: chosen, status: "draft" });
    expect((await keptOnB(cityPath)).body).not.toContain(draftName);
    await guideOnA({ name: draftName, cityId: city.id, places: chosen }, "PUT", draft.id);
    expect((await onBUntil(cityPath, (_s, body) => body.includes(draftName))).body).toContain(draftName);

    // A merge: a suggested café in the guide is replaced by the catalogue's.
    const suggestedName = `Suggested ${randomBytes(3).toString("hex")}`;
    const { payload, headers } = await suggestionForm(
      suggestionFields(city.id, { lat: city.lat ?? 0, lng: city.lng ?? 0 }, { name: suggestedName }),
    );
    const suggested = await onA("/api/suggestions", { method: "POST", body: payload, headers }, owner);
    expect(suggested.status, await suggested.clone().text()).toBe(201);
    const suggestion = (await suggested.json()) as { id: string };
    const cafes = await placeIds(database.db, city.id, "cafesBrunch");
    const withSuggestion = { ...chosen, cafesBrunch: [suggestion.id, ...chosen.cafesBrunch.slice(0, 2)] };
    await guideOnA({ name: renamed, cityId: city.id, places: withSuggestion }, "PUT", guide.id);
    expect((await onBUntil(guidePath, (_s, body) => body.includes(suggestedName))).body).toContain(
      suggestedName,
    );
    await keptOnB(guidePath);
    const target = cafes.find((id) => !withSuggestion.cafesBrunch.includes(id));
    const merge = await onA(
      `/api/suggestions/${suggestion.id}/merge`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ targetId: target }),
      },
      admin,
    );
    expect(merge.status, await merge.text()).toBe(200);
    expect((await onBUntil(guidePath, (_s, body) => !body.includes(suggestedName))).body).not.toContain(
      suggestedName,
    );

    // A delete: the guide's page says it is gone (decision 049).
    await keptOnB(guidePath);
    const removal = await onA(`/api/guides/${guide.id}`, { method: "DELETE" }, owner);
    expect(removal.status).toBe(204);
    expect((await onBUntil(guidePath, (status) => status === 410)).status).toBe(410);
  });
});
