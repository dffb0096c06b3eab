/**
 * The floor the API benchmark compares against (run as its own process by bench/api.ts): a bare `pg` pool behind
 * `node:http`. For each benchmarked path it runs the SQL statements the app ran for that request, recorded by
 * bench/capture-sql.ts, one after the other, and sends the rows as the driver returns them. Like the app, which
 * prepares its hot reads under names (docs/decisions/020), it names every statement, so PostgreSQL parses and
 * plans each once per connection for both servers.
 * FLOOR_STATEMENTS (a JSON file), DATABASE_URL and PORT configure it; it prints "listening" when ready.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import pg from "pg";
import type { RecordedStatements } from "./capture-sql";

const statements = JSON.parse(readFileSync(process.env.FLOOR_STATEMENTS ?? "", "utf8")) as RecordedStatements;
const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) {
    name = `floor_${names.size}`;
    names.set(text, name);
  }
  return name;
};
// The app's own pool size (src/server/infrastructure/db/postgres.ts), so neither side gets more connections.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = createServer(async (request, response) => {
  const wanted = statements[request.url ?? ""];
  if (!wanted) {
    response.writeHead(404).end();
    return;
  }
  try {
    const results: unknown[][] = [];
    for (const { text, params } of wanted) {
      // Drizzle asks for rows as arrays too, so the driver does the same work for both servers.
      results.push((await pool.query({ name: nameOf(text), text, values: params, rowMode: "array" })).rows);
    }
    response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(results));
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});

server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));
process.once("SIGTERM", () => {
  server.close();
  void pool.end();
});
