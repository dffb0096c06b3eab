/**
 * Import timing (npm run bench:import), out of process: the compiled server on a fresh embedded database with the
 * demo content, then a 500-row file (the most an import takes: the demo city's places by name, misspelt names,
 * new places with and without coordinates) sent as a preview and as a draft from this separate process. Prints
 * the median and slowest of BENCH_ROUNDS (default 5) each, and the machine's load.
 */
import { loadavg } from "node:os";
import { catalogue } from "../src/server/seed/catalogue";
import {
  compiledServer,
  disposeServerProcess,
  type ServerProcess,
  signUpOverHttp,
  startServerProcess,
  waitForHealth,
} from "../src/server/test/server-process";
import { IMPORT_LIMITS } from "../src/shared/imports";
import type { CityList } from "../src/shared/schemas";

const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);

/** Paris's demo places, then the same with a letter dropped, then new places around the centre, to 500 rows. */
function fileOf500Rows(): string {
  const paris = catalogue.paris ?? [];
  const rows: string[] = [];
  for (let index = 0; rows.length < IMPORT_LIMITS.maxRows; index++) {
    const known = paris[index % paris.length];
    if (index < paris.length && known) rows.push(`"${known.name}",${known.lat},${known.lng},"Loved it"`);
    else if (index < 2 * paris.length && known) rows.push(`"${known.name.slice(0, -1)}",,,"Name only"`);
    else
      rows.push(
        `"New place ${index}",${48.85 + (index % 50) / 1000},${2.33 + index / 10_000},"<b>HTML</b> note"`,
      );
  }
  return ["Name,Latitude,Longitude,Note", ...rows, ""].join("\r\n");
}

async function timed(server: ServerProcess, headers: Record<string, string>, body: object, file: string) {
  const form = new FormData();
  form.append("import", JSON.stringify(body));
  form.append("file", new Blob([file]), "five-hundred.csv");
  const startedAt = performance.now();
  const response = await fetch(`${server.url}/api/imports`, { method: "POST", headers, body: form });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`Import answered ${response.status}: ${text}`);
  return performance.now() - startedAt;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms, slowest ${Math.round(sorted.at(-1) ?? 0)} ms`;
};

async function main(): Promise<void> {
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({
      entry: compiledServer(),
      env: { DEMO_CONTENT: "true", LOG_LEVEL: "warn" },
    });
    await waitForHealth(server);
    const headers = { ...(await signUpOverHttp(server, "bench_importer")), origin: server.url };
    const { items: cities } = (await (await fetch(`${server.url}/api/cities`)).json()) as CityList;
    const paris = cities.find((city) => city.slug === "paris");
    if (!paris) throw new Error("The demo content has no Paris");
    const file = fileOf500Rows();
    const request = { cityId: paris.id, defaultCategory: "placesToVisit" };
    const previews: number[] = [];
    const drafts: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      previews.push(await timed(server, headers, { ...request, mode: "preview" }, file));
      drafts.push(await timed(server, headers, { ...request, mode: "draft" }, file));
    }
    console.log(
      `\nImport of a ${IMPORT_LIMITS.maxRows}-row CSV (${(file.length / 1024).toFixed(0)} kB), embedded database, ${ROUNDS} rounds`,
    );
    console.log(`preview  ${summary(previews)}`);
    console.log(`draft    ${summary(drafts)}`);
    console.log(
      `load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await disposeServerProcess(server);
  }
}

await main();
