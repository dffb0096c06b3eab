/**
 * Which module may import which: the architecture's import boundaries (docs/decisions/009-import-boundaries.md).
 * Paths are repository-relative with forward slashes, e.g. `src/web/features/guides/api/get-guide.ts`.
 */
export type Violation = { from: string; to: string; rule: string; why: string };

type Rule = { name: string; why: string; breaks(from: string, to: string): boolean };

const feature = (file: string) => /^src\/web\/features\/([^/]+)\//.exec(file)?.[1];
const isFeatureIndex = (file: string) => /^src\/web\/features\/[^/]+\/index\.tsx?$/.test(file);
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("src/server/test/");

/** The HTTP kit of the infrastructure, and the delivery's pages and API-wide modules. */
const isHttpModule = (file: string) =>
  /^src\/server\/(infrastructure\/http|delivery\/pages|delivery\/api)\//.test(file);

/** Server modules that speak HTTP: the app and its start-up, the HTTP modules, routes and the request-session glue. */
const isServerHttpLayer = (file: string) =>
  /^src\/server\/(app|server|main)\.ts$/.test(file) ||
  isHttpModule(file) ||
  file === "src/server/domains/auth/session.ts" ||
  /routes\.ts$/.test(file);

/** Modules allowed to speak SQL: repositories (reads), mutations (writes), the database layer, the seed and auth's adapter. */
const isSqlLayer = (file: string) =>
  /\/(repository|mutations)\.ts$/.test(file) ||
  /^src\/server\/(infrastructure\/db|seed|domains\/auth)\//.test(file);

/** The domains in their declared order (docs/decisions/031): each may import only those before it. */
const SERVER_DOMAINS = [
  "auth",
  "notifications",
  "cities",
  "places",
  "saves",
  "follows",
  "feed",
  "guides",
  "profiles",
  "suggestions",
  "search",
  "imports",
  "channels",
];

/**
 * A server module's floor: infrastructure 0, the domains 1 to 13 in their order, then delivery (with the seed
 * and app.ts, server.ts, main.ts on top). A domain folder missing from the order stands below infrastructure,
 * so its first import fails until it is declared. Tests stand outside the floors.
 */
function serverFloor(file: string): number | undefined {
  if (!file.startsWith("src/server/") || isTest(file)) return undefined;
  if (file.startsWith("src/server/infrastructure/")) return 0;
  const domain = /^src\/server\/domains\/([^/]+)\//.exec(file)?.[1];
  if (domain === undefined) return SERVER_DOMAINS.length + 1;
  return SERVER_DOMAINS.includes(domain) ? SERVER_DOMAINS.indexOf(domain) + 1 : -1;
}

const HTTP_PACKAGES = /^(fastify|@fastify\/|fastify-type-provider-zod)/;

const RULES: Rule[] = [
  {
    name: "web-feature-internals",
    why: "routes and app use a feature only through its index.ts",
    breaks: (from, to) => feature(from) === undefined && feature(to) !== undefined && !isFeatureIndex(to),
  },
  {
    name: "web-features-side-by-side",
    why: "features never import each other: what two share sits in components/ or lib/, or a route composes them",
    breaks: (from, to) => {
      const source = feature(from);
      const target = feature(to);
      return source !== undefined && target !== undefined && source !== target;
    },
  },
  {
    name: "web-shared-below-features",
    why: "components/ and lib/ sit below every feature and route",
    breaks: (from, to) =>
      /^src\/web\/(components|lib)\//.test(from) && /^src\/web\/(features|routes|app)\//.test(to),
  },
  {
    name: "web-features-below-routes",
    why: "routes and app compose features, never the other way round",
    breaks: (from, to) => from.startsWith("src/web/features/") && /^src\/web\/(routes|app)\//.test(to),
  },
  {
    name: "web-toasts-through-lib",
    why: "sonner loads after Home's first paint; toasts go through src/web/lib/toast.ts",
    breaks: (from, to) => from.startsWith("src/web/") && from !== "src/web/lib/toast.ts" && to === "sonner",
  },
  {
    name: "shared-stands-alone",
    why: "src/shared runs in the browser and on the server, so it imports neither",
    breaks: (from, to) => from.startsWith("src/shared/") && /^src\/(web|server)\//.test(to),
  },
  {
    name: "web-not-server",
    why: "the browser bundle must never pull in server code",
    breaks: (from, to) => from.startsWith("src/web/") && to.startsWith("src/server/"),
  },
  {
    name: "server-layers-look-down",
    why: `infrastructure, then the domains in the order ${SERVER_DOMAINS.join(", ")}, then delivery: a server module imports only its own floor and those below (docs/decisions/031)`,
    breaks: (from, to) => {
      const source = serverFloor(from);
      const target = serverFloor(to);
      return source !== undefined && target !== undefined && target > source;
    },
  },
  {
    name: "server-http-only-in-routes",
    why: "services, rules and repositories throw domain errors (src/server/infrastructure/errors.ts) and know nothing of HTTP",
    breaks: (from, to) =>
      from.startsWith("src/server/") &&
      !isServerHttpLayer(from) &&
      !isTest(from) &&
      (isHttpModule(to) || HTTP_PACKAGES.test(to)),
  },
  {
    name: "server-routes-on-top",
    why: "nothing below a route imports a route module",
    breaks: (from, to) =>
      from.startsWith("src/server/") &&
      from !== "src/server/app.ts" &&
      !isTest(from) &&
      /routes\.ts$/.test(to),
  },
  {
    name: "server-routes-call-services",
    why: "a route parses the request and calls its domain's service; reads and writes sit behind the service",
    breaks: (from, to) =>
      from.startsWith("src/server/") && /routes\.ts$/.test(from) && /\/(repository|mutations)\.ts$/.test(to),
  },
  {
    name: "server-sql-in-repositories",
    why: "SQL lives in repository (reads) and mutations (writes) modules, so services hold rules, not queries",
    breaks: (from, to) =>
      from.startsWith("src/server/") && !isSqlLayer(from) && !isTest(from) && /^drizzle-orm/.test(to),
  },
];

/** `to` is a repository path for our own modules, or the bare package name for a package. */
export function violationsOf(from: string, to: string): Violation[] {
  return RULES.filter((rule) => rule.breaks(from, to)).map((rule) => ({
    from,
    to,
    rule: rule.name,
    why: rule.why,
  }));
}
