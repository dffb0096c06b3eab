import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { GuideDetail } from "../../../shared/schemas";
import { adminDatabaseUrl } from "../../test/app";
import { type Catalogue, matches, type Places, pick, prepareCatalogue } from "../../test/crash";
import { eventually } from "../../test/event-stream";
import {
  type ServerProcess,
  signUpOverHttp,
  startServerProcess,
  waitForHealth,
} from "../../test/server-process";

const ROUNDS = 3;
const WORKERS = 6;

/** What a worker knows the server acknowledged for one guide. */
type Ledger = {
  id: string;
  first: Places;
  edited?: Places;
  editSent: boolean;
  deleted: boolean;
  deleteSent: boolean;
};

/** Create, edit, delete, over and over, each step sent only after the last was acknowledged. */
async function writeUntilKilled(
  server: ServerProcess,
  headers: Record<string, string>,
  catalogue: Catalogue,
  ledger: Ledger[],
  worker: number,
): Promise<void> {
  const send = async (method: string, url: string, guide?: object) => {
    const init: RequestInit = { method, headers };
    if (guide) {
      const form = new FormData();
      form.append("guide", JSON.stringify(guide));
      init.body = form;
    }
    return fetch(`${server.url}${url}`, init);
  };
  for (let round = 0; server.alive(); round++) {
    try {
      const first = pick(catalogue.byCategory, 0);
      const created = await send("POST", "/api/guides", {
        name: `Worker ${worker} guide ${round}`,
        cityId: catalogue.cityId,
        places: first,
      });
      if (created.status !== 201) return;
      const entry: Ledger = {
        id: ((await created.json()) as GuideDetail).id,
        first,
        editSent: false,
        deleted: false,
        deleteSent: false,
      };
      ledger.push(entry);
      const edited = pick(catalogue.byCategory, 1);
      entry.editSent = true;
      const update = await send("PUT", `/api/guides/${entry.id}`, {
        name: `Worker ${worker} guide ${round} (edited)`,
        cityId: catalogue.cityId,
        places: edited,
      });
      if (update.status !== 200) return;
      entry.edited = edited;
      entry.deleteSent = true;
      const removal = await send("DELETE", `/api/guides/${entry.id}`);
      if (removal.status !== 204 && removal.status !== 200) return;
      entry.deleted = true;
    } catch {
      return;
    }
  }
}

/**
 * The embedded database must keep every acknowledged write through `kill -9`: PGlite writes to DATA_DIR, and
 * a write is acknowledged only after its transaction committed.
 */
describe.skipIf(adminDatabaseUrl())("kill -9 of a server on the embedded database", () => {
  let dataDir = "";
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged create, edit and delete through ${ROUNDS} kills`, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "cityguides-crash-"));
    const catalogue = await prepareCatalogue(dataDir);
    const ledger: Ledger[] = [];
    let headers: Record<string, string> | undefined;

    // Rate-limit counters live in the database and so outlast each kill: the rounds' writes would soon be refused.
    const env = { UPLOAD_RATE_LIMIT: "10000" };
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServerProcess({ dataDir, env });
      await waitForHealth(server);
      headers ??= await signUpOverHttp(server, "crash_tester");
      const writing = Array.from({ length: WORKERS }, (_, worker) =>
        writeUntilKilled(server, { ...headers, origin: server.url }, catalogue, ledger, worker),
      );
      // Kill once every worker has had a write acknowledged this round (however slow the machine), at a moment
      // that differs from run to run, so the kill lands in the middle of some write.
      const roundStart = ledger.length;
      await eventually(() => ledger.length >= roundStart + WORKERS, "writes to be acknowledged", 60_000);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1_000));
      expect(await server.kill("SIGKILL")).toBe("SIGKILL");
      await Promise.all(writing);
    }

    const server = await startServerProcess({ dataDir, env });
    try {
      await waitForHealth(server);
      let created = 0;
      for (const entry of ledger) {
        created++;
        const response = await fetch(`${server.url}/api/guides/${entry.id}`);
        // A deleted guide that was published says it is gone (decision 049).
        if (entry.deleted) {
          expect(response.status, `deleted guide ${entry.id}`).toBe(410);
          continue;
        }
        if (response.status === 410) {
          // Only a delete that was sent but never acknowledged may have taken it.
          expect(entry.deleteSent, `acknowledged guide ${entry.id} is missing`).toBe(true);
          continue;
        }
        const guide = (await response.json()) as GuideDetail;
        // Entirely the acknowledged state, or entirely the one an unacknowledged edit was writing: never a mix.
        const states = [
          entry.edited ?? entry.first,
          ...(entry.editSent && !entry.edited ? [pick(catalogue.byCategory, 1)] : []),
        ];
        expect(
          states.some((state) => matches(guide, state)),
          `guide ${entry.id} is half-written`,
        ).toBe(true);
      }
      expect(created).toBeGreaterThanOrEqual(ROUNDS * WORKERS);
      console.info(`crash: ${ROUNDS} kills, ${ledger.length} guides written, every acknowledged write kept`);
    } finally {
      await server.kill("SIGKILL");
    }
  }, 400_000);
});
