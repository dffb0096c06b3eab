import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { accessSync, constants, readFileSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
/** The proxy configuration the README documents and compose.yaml mounts. */
const NGINX_TEMPLATE = path.join(root, "deploy/nginx.conf.template");

/** NGINX_BIN, else nginx on PATH, else where Debian puts it (/usr/sbin is not on an ordinary user's PATH). */
export function findNginx(): string | undefined {
  const candidates = [
    process.env.NGINX_BIN,
    ...(process.env.PATH ?? "").split(path.delimiter).map((dir) => dir && path.join(dir, "nginx")),
    "/usr/sbin/nginx",
    "/usr/local/sbin/nginx",
  ];
  return candidates.find((file) => {
    if (!file) return false;
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * The shipped template with its `${NAME}` placeholders filled in, as the nginx image's envsubst does; a
 * placeholder without a value is an error rather than an empty string in the config.
 */
function renderNginxTemplate(values: Record<string, string>): string {
  return readFileSync(NGINX_TEMPLATE, "utf8").replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for \${${name}} in ${NGINX_TEMPLATE}`);
    return value;
  });
}

/** One line of the access log: which node (`upstream`, host:port) answered which request. */
type ProxiedRequest = { method: string; path: string; status: number; upstream: string };

export type Nginx = {
  url: string;
  /** The requests answered so far, in the order they finished. */
  requests(): Promise<ProxiedRequest[]>;
  stop(): Promise<void>;
};

const LOG_FORMAT = "'$request_method $request_uri $status $upstream_addr'";

/**
 * nginx running the shipped template in front of `nodes`, as whoever runs the test (as root, its workers switch to
 * nobody as usual), with everything it writes (pid, logs, temporary files) in a directory of its own. The
 * surrounding `http` block is what a host's nginx.conf would hold; the routing is the template's alone.
 */
export async function startNginx(
  nginx: string,
  options: { port: number; nodes: [string, string] },
): Promise<Nginx> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cityguides-nginx-"));
  try {
    return await runNginx(nginx, dir, options);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function runNginx(nginx: string, dir: string, options: { port: number; nodes: [string, string] }) {
  // Workers running as nobody write request bodies under it.
  await chmod(dir, 0o755);
  const site = renderNginxTemplate({
    CITYGUIDES_NODE_A: options.nodes[0],
    CITYGUIDES_NODE_B: options.nodes[1],
    CITYGUIDES_LISTEN: `127.0.0.1:${options.port}`,
  });
  await writeFile(path.join(dir, "cityguides.conf"), site);
  // nginx -V prints how it was built on stderr.
  const modules = spawnSync(nginx, ["-V"], { encoding: "utf8" }).stderr;
  // The compiled-in temporary paths (/var/lib/nginx/...) are not ours to write; each module built in has one.
  const tempPaths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .filter((module) => !modules.includes(`--without-http_${module}_module`))
    .map((module) => `  ${module}_temp_path ${path.join(dir, module)};`);
  const accessLog = path.join(dir, "access.log");
  const errorLog = path.join(dir, "error.log");
  await writeFile(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 2;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${errorLog} warn;`,
      "events { worker_connections 512; }",
      "http {",
      ...tempPaths,
      `  log_format nodes ${LOG_FORMAT};`,
      `  access_log ${accessLog} nodes;`,
      `  include ${path.join(dir, "cityguides.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  // -e: the error log from the very start, before the configuration names one.
  const args = ["-p", dir, "-e", errorLog, "-c", path.join(dir, "nginx.conf")];
  execFileSync(nginx, [...args, "-t", "-q"], { stdio: ["ignore", "pipe", "pipe"] });

  const child: ChildProcess = spawn(nginx, args, { stdio: "ignore" });
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.on("exit", () => {
      running = false;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const answers = () =>
    fetch(`${url}/api/health/live`).then(
      (response) => response.ok,
      () => false,
    );
  const deadline = Date.now() + 10_000;
  while (!(await answers())) {
    if (!running || Date.now() > deadline) {
      child.kill("SIGKILL");
      await exited;
      throw new Error(`nginx did not start:\n${await readFile(errorLog, "utf8").catch(() => "")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    requests: async () =>
      (await readFile(accessLog, "utf8"))
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [method = "", requestPath = "", status = "", upstream = ""] = line.split(" ");
          return { method, path: requestPath, status: Number(status), upstream };
        }),
    stop: async () => {
      // The quick stop: a graceful one (SIGQUIT) would wait for streams the test may have left open.
      if (running) child.kill("SIGTERM");
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
