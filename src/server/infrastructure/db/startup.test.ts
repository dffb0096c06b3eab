import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createScratchDatabase, findPostgresForFaultTests } from "../../test/app";
import { eventually } from "../../test/event-stream";
import {
  disposeServerProcess,
  freePort,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from "../../test/server-process";
import { TcpRelay } from "../../test/tcp-relay";

const postgresUrl = await findPostgresForFaultTests();

const SECRET = "a-start-up-test-secret-of-32-characters";

describe("starting while PostgreSQL is unreachable", () => {
  const servers: ServerProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    for (const server of servers.splice(0)) await disposeServerProcess(server);
    await drop?.();
    drop = undefined;
  });

  it("retries with one clear line per attempt, then exits with status 1 at DATABASE_CONNECT_TIMEOUT", async () => {
    const port = await freePort();
    const server = await startServerProcess({
      env: {
        DATABASE_URL: `postgres://app:hunter2-secret@127.0.0.1:${port}/cityguides`,
        DATABASE_CONNECT_TIMEOUT: "2",
        BETTER_AUTH_SECRET: SECRET,
      },
    });
    servers.push(server);
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain(`Database unreachable at 127.0.0.1:${port}/cityguides: connect ECONNREFUSED`);
    expect(output).toMatch(/retrying for up to \d+ s more/);
    expect(output.trim().split("\n").at(-1)).toMatch(/^Database unreachable at .* gave up after 2 s$/);
    expect(output).not.toContain("hunter2");
    // One line, not a stack trace.
    expect(output).not.toMatch(/\n\s+at /);
  }, 30_000);

  describe.runIf(postgresUrl)("on a PostgreSQL server", () => {
    it("becomes healthy by itself once the database answers, without a restart", async () => {
      const scratch = await createScratchDatabase(postgresUrl ?? "");
      drop = scratch.drop;
      const target = new URL(scratch.url);
      const relay = new TcpRelay(target.hostname, Number(target.port || 5432));
      await relay.open();
      await relay.cut();
      try {
        const url = new URL(scratch.url);
        url.host = `127.0.0.1:${relay.port}`;
        const server = await startServerProcess({
          env: { DATABASE_URL: url.toString(), DATABASE_CONNECT_TIMEOUT: "60", BETTER_AUTH_SECRET: SECRET },
        });
        servers.push(server);
        await eventually(() => server.output().includes("retrying"), "a retry line", 15_000);
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        expect(server.alive()).toBe(true);
        await relay.restore();
        await waitForHealth(server, 90_000);
      } finally {
        await disposeServerProcess(servers.pop());
        await relay.close();
      }
    }, 180_000);

    it("migrates once when several nodes start together on an empty database", async () => {
      const scratch = await createScratchDatabase(postgresUrl ?? "");
      drop = scratch.drop;
      const env = { DATABASE_URL: scratch.url, BETTER_AUTH_SECRET: SECRET };
      const nodes = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
      servers.push(...nodes);
      await Promise.all(nodes.map((node) => waitForHealth(node, 180_000)));
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations",
        );
        const { rows: cities } = await client.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM cities",
        );
        expect(rows[0]?.count).toBeGreaterThan(0);
        expect(cities[0]?.count).toBe(10);
      } finally {
        await client.end();
      }
      for (const node of nodes) await disposeServerProcess(node);
      servers.length = 0;
    }, 300_000);
  });
});
