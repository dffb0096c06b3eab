import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { GUIDE_IMAGE_MAX_BYTES } from "../../../shared/limits";
import type { GuideDetail, Me } from "../../../shared/schemas";
import { insertGuide } from "../../domains/guides/mutations";
import { solidPng } from "../../seed/factories";
import { createScratchDatabase, findPostgresForFaultTests } from "../../test/app";
import { type Catalogue, matches, pick, prepareCatalogue } from "../../test/crash";
import { storageAgainstRows } from "../../test/guides";
import {
  disposeServerProcess,
  type ServerProcess,
  signUpOverHttp,
  startServerProcess,
  waitForHealth,
} from "../../test/server-process";
import { storeImage } from "../storage/images";
import { storageKeys } from "../storage/keys";
import { createLocalDiskStorage } from "../storage/local-disk";
import { openDatabase } from "./client";

const postgresUrl = await findPostgresForFaultTests();

const GUIDES = 100;
/** The kill comes once this many edits were acknowledged, give or take: the rest are in flight or queued. */
const ACKNOWLEDGED_BEFORE_KILL = 15;
const SECRET = "a-crash-test-secret-of-32-characters-x";

/** One guide's edit and what the server said about it. */
type Edit = {
  id: string;
  index: number;
  oldCover: string | null;
  sendsCover: boolean;
  outcome?: "acknowledged" | "refused" | "cut off";
};

const nameOf = (index: number, edited: boolean) => `Crash guide ${index}${edited ? " (edited)" : ""}`;

/** The guides as the server's first run found them: half with a cover, all on the first place set. */
async function createGuides(dataDir: string, databaseUrl: string, userId: string, catalogue: Catalogue) {
  const database = await openDatabase({ dataDir, databaseUrl });
  const storage = createLocalDiskStorage(path.join(dataDir, "files"));
  const cover = await solidPng({ hue: 210 });
  try {
    return await Promise.all(
      Array.from({ length: GUIDES }, async (_, index): Promise<Edit> => {
        const id = randomUUID();
        const coverKey = index % 4 < 2 ? storageKeys.newGuideCover(id, "before.png") : undefined;
        if (coverKey) await storeImage(storage, coverKey, cover, GUIDE_IMAGE_MAX_BYTES);
        await insertGuide(database.db, {
          id,
          name: nameOf(index, false),
          cityId: catalogue.cityId,
          createdBy: userId,
          places: pick(catalogue.byCategory, 0),
          coverKey,
        });
        return { id, index, oldCover: coverKey ?? null, sendsCover: index % 2 === 0 };
      }),
    );
  } finally {
    await database.close();
  }
}

/** PUT /api/guides/:id with the second place set, a new name and, every other guide, a new cover. */
async function sendEdit(
  server: ServerProcess,
  headers: Record<string, string>,
  catalogue: Catalogue,
  edit: Edit,
  cover: Buffer,
): Promise<Edit["outcome"]> {
  const form = new FormData();
  const guide = {
    name: nameOf(edit.index, true),
    cityId: catalogue.cityId,
    places: pick(catalogue.byCategory, 1),
  };
  form.append("guide", JSON.stringify(guide));
  if (edit.sendsCover)
    form.append("cover", new Blob([new Uint8Array(cover)], { type: "image/png" }), "after.png");
  try {
    const response = await fetch(`${server.url}/api/guides/${edit.id}`, {
      method: "PUT",
      headers,
      body: form,
    });
    await response.arrayBuffer();
    return response.status === 200 ? "acknowledged" : "refused";
  } catch {
    return "cut off";
  }
}

/**
 * kill -9 in the middle of 100 concurrent guide edits on PostgreSQL: each edit's places, name and cover commit in
 * one transaction, so after a restart every guide is wholly before or wholly after its edit; covers stored for
 * edits that never committed (and covers replaced but not yet deleted) are swept at start-up.
 */
describe.runIf(postgresUrl)("kill -9 of a server on PostgreSQL during concurrent guide edits", () => {
  let dataDir = "";
  let drop: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await disposeServerProcess(server);
    await drop?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(`leaves each of ${GUIDES} guides entirely before or after its edit, and no file without its row`, async () => {
    const scratch = await createScratchDatabase(postgresUrl ?? "");
    drop = scratch.drop;
    dataDir = await mkdtemp(path.join(os.tmpdir(), "cityguides-crash-pg-"));
    const catalogue = await prepareCatalogue(dataDir, scratch.url);
    const env = { DATABASE_URL: scratch.url, BETTER_AUTH_SECRET: SECRET, UPLOAD_RATE_LIMIT: "10000" };

    const first = await startServerProcess({ dataDir, env });
    server = first;
    await waitForHealth(first);
    const headers = await signUpOverHttp(first, "crash_pg_tester");
    const me = (await (await fetch(`${first.url}/api/me`, { headers })).json()) as Me;
    const edits = await createGuides(dataDir, scratch.url, me.id, catalogue);

    const cover = await solidPng({ hue: 25 });
    let acknowledged = 0;
    await Promise.all(
      edits.map(async (edit) => {
        edit.outcome = await sendEdit(first, headers, catalogue, edit, cover);
        if (edit.outcome === "acknowledged" && ++acknowledged === ACKNOWLEDGED_BEFORE_KILL)
          void first.kill("SIGKILL");
      }),
    );
    expect(await first.exited).toBe("SIGKILL");
    const count = (outcome: Edit["outcome"]) => edits.filter((edit) => edit.outcome === outcome).length;
    expect(count("cut off"), "edits still in flight at the kill").toBeGreaterThan(0);

    const database = await openDatabase({ dataDir, databaseUrl: scratch.url });
    const leftByKill = await storageAgainstRows({ dataDir }, database.db).finally(() => database.close());
    expect(leftByKill.missing, "rows whose picture was never stored").toEqual([]);
    // Only files older than REQUEST_TIMEOUT_SECONDS count as abandoned at start-up.
    await sleep(1_100);
    const second = await startServerProcess({ dataDir, env: { ...env, REQUEST_TIMEOUT_SECONDS: "1" } });
    server = second;
    await waitForHealth(second);

    let after = 0;
    for (const edit of edits) {
      const response = await fetch(`${second.url}/api/guides/${edit.id}`);
      expect(response.status).toBe(200);
      const guide = (await response.json()) as GuideDetail;
      const edited = matches(guide, pick(catalogue.byCategory, 1));
      if (edited) after++;
      else
        expect(matches(guide, pick(catalogue.byCategory, 0)), `guide ${edit.index} is half-written`).toBe(
          true,
        );
      if (edit.outcome === "acknowledged") expect(edited, `acknowledged edit ${edit.index} lost`).toBe(true);
      expect(guide.name).toBe(nameOf(edit.index, edited));
      const changesCover = edited && edit.sendsCover;
      if (changesCover) expect(guide.coverImage).not.toBe(edit.oldCover);
      else expect(guide.coverImage).toBe(edit.oldCover);
      if (guide.coverImage)
        expect(existsSync(path.join(dataDir, "files", guide.coverImage, "original.webp"))).toBe(true);
    }

    const check = await openDatabase({ dataDir, databaseUrl: scratch.url });
    const afterRestart = await storageAgainstRows({ dataDir }, check.db).finally(() => check.close());
    expect(afterRestart).toEqual({ orphaned: [], missing: [] });
    console.info(
      `crash (PostgreSQL): ${GUIDES} edits sent, ${count("acknowledged")} acknowledged, ${count("refused")} refused, ` +
        `${count("cut off")} cut off by kill -9; after restart ${after} guides edited, ${GUIDES - after} as before; ` +
        `${leftByKill.orphaned.length} orphaned cover folders left by the kill, 0 after the start-up sweep`,
    );
  }, 300_000);
});
