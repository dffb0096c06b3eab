import path from "node:path";
import { z } from "zod";
import {
  BUILTIN_MAP_STYLE,
  DEFAULT_MAP_STYLE_URL,
  DEFAULT_OFFLINE_TILES_MAX_MB,
  mapServerUrl,
  PMTILES_PROTOCOL,
} from "../../shared/map-style";
import { containerLimitMb, MIN_MEMORY_LIMIT_MB, memoryBudget } from "./memory/budget";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1")
  .optional();

const DEFAULT_PAGE_CACHE_MB = 16;

const listed = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** How long the page-drawing thread waits for a page before it stops (DRAWING_THREAD_IDLE_SECONDS's default). */
export const DEFAULT_DRAWING_THREAD_IDLE_SECONDS = 60;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Demo profiles and guides; on by default with the embedded database, off with DATABASE_URL unless asked for. */
  DEMO_CONTENT: booleanFlag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: z.string().default("./dist/web"),
  /** Address browsers use to reach the app; auth checks request origins against it. */
  BASE_URL: z.url().optional(),
  /** Signs session cookies; required with DATABASE_URL; with the embedded database made once and kept in DATA_DIR. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** Comma-separated emails that get the admin role on sign-up or sign-in. */
  ADMIN_EMAILS: z.string().default(""),
  /**
   * The reverse proxies in front of the server, whose X-Forwarded-For is believed: how many hops (`1` for one
   * proxy), or their addresses (`10.0.0.1,10.0.0.0/8`). `true` is refused: trusting every hop lets any client
   * write its own address and so dodge per-address rate limits.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === "" || value === "false" || value === "0") return false;
      if (/^\d+$/.test(value)) {
        // The last `hops` addresses of the chain are proxies; the one before them is the client.
        const hops = Number(value);
        return (_address: string, hop: number) => hop < hops;
      }
      if (value === "true") {
        context.addIssue({
          code: "custom",
          message:
            "trusting every proxy hop lets clients forge their address: give the number of proxies or their addresses",
        });
        return z.NEVER;
      }
      return value
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean);
    }),
  /** smtp(s)://user:pass@host:port; without it, mail (password reset links) is written to the log. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default("Cityguides <no-reply@cityguides.local>"),
  /** The least time between two notification digest mails to one member (docs/decisions/067). */
  EMAIL_DIGEST_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 7)
    .default(24),
  /** How often the server looks for digests that are due; 0 never (the API tests sweep when they ask). */
  EMAIL_DIGEST_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Web Push's VAPID keys (base64url, as `web-push generate-vapid-keys` prints them): the same on every node.
   * Without them, a pair is made once and kept in DATA_DIR.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "a base64url P-256 public key (87 characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "a base64url P-256 private key (43 characters)")
    .optional(),
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "a mailto: or https:// address")
    .optional(),
  /**
   * Origins push subscriptions may name besides the browsers' own push services (FCM, Mozilla, Apple, Microsoft),
   * comma-separated: a self-hosted push service, or the tests' local one.
   */
  PUSH_SERVICE_ORIGINS: z
    .string()
    .default("")
    .refine(
      (value) => listed(value).every((origin) => /^https?:\/\//.test(origin) && URL.canParse(origin)),
      "comma-separated http(s) origins",
    ),
  /** Sign-in and sign-up attempts allowed per address per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Picture-carrying writes (covers, place pictures, avatars) allowed per account per minute. */
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Searches (GET /api/search) allowed per address per minute; the app asks once a pause in typing. */
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Requests to the MCP server (POST /mcp) allowed per address per minute without a token (a token has its own). */
  MCP_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** A request's headers and body must arrive within this many seconds (slow senders hold sockets open). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Open event streams allowed in total, and from one client address. */
  REALTIME_MAX_STREAMS: z.coerce.number().int().min(1).default(1000),
  REALTIME_MAX_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(16),
  /** PostgreSQL: seconds start-up keeps trying to reach the server before it gives up. */
  DATABASE_CONNECT_TIMEOUT: z.coerce.number().min(0).default(60),
  /** PostgreSQL: seconds a statement may run before it is cancelled. */
  DATABASE_STATEMENT_TIMEOUT: z.coerce.number().positive().default(15),
  /** PostgreSQL: seconds a request waits for a pooled connection before it gets a 503. */
  DATABASE_ACQUIRE_TIMEOUT: z.coerce.number().positive().default(5),
  /** Keeps uploaded pictures in this S3 bucket instead of DATA_DIR/files (credentials: the AWS SDK's variables). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "3 to 63 lowercase letters, digits, dots or hyphens")
    .optional(),
  /** An S3-compatible server (MinIO, R2, ...) instead of AWS. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).optional(),
  /** The bucket in the path rather than the host name, as most S3-compatible servers want. */
  S3_FORCE_PATH_STYLE: booleanFlag,
  /**
   * Browsers load pictures from here (the bucket's public address or a CDN in front of it), as
   * `{MEDIA_BASE_URL}/{key}/{variant}.webp`, instead of through /media on this server.
   */
  MEDIA_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Turns on GET /metrics (Prometheus), answered only to `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * The MapLibre style of every map: an http(s) URL, `pmtiles://` and the http(s) URL of a PMTiles archive, or
   * `builtin` for the basemap shipped with the app. The CSP lets the browser reach this style's origin and no
   * other, so its tiles, sprites and glyphs must live there.
   */
  MAP_STYLE_URL: z
    .union([
      z.literal(BUILTIN_MAP_STYLE),
      z.url({ protocol: /^https?$/ }),
      z
        .string()
        .startsWith(PMTILES_PROTOCOL)
        .refine((value) => z.url({ protocol: /^https?$/ }).safeParse(mapServerUrl(value)).success, {
          message: "pmtiles:// must be followed by the http(s) address of the archive",
        }),
    ])
    .default(DEFAULT_MAP_STYLE_URL),
  /**
   * Pages not kept (new addresses, members' pages) answered at once for one client address, and waiting their
   * turn; past that, 429 (docs/decisions/035). Behind a proxy, TRUST_PROXY tells clients apart.
   */
  PAGE_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).max(64).default(2),
  PAGE_REQUESTS_WAITING_PER_ADDRESS: z.coerce.number().int().min(0).max(1024).default(32),
  /**
   * The memory the whole server may hold, in megabytes (docs/decisions/055); unset, a container's limit when there
   * is one. Every part is sized within it: V8's heaps (given as flags by launch.ts), the drawing thread, the kept
   * pages, libvips.
   */
  MEMORY_LIMIT_MB: z.coerce.number().int().min(MIN_MEMORY_LIMIT_MB).max(1_048_576).optional(),
  /**
   * Memory for visitors' pages kept drawn, in megabytes; 0 draws every page anew (docs/decisions/035). Unset, 16,
   * or less under a small memory limit.
   */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(1024).optional(),
  /**
   * After a window of this many seconds with under one request a second, the server collects its garbage and
   * gives V8's spare pages back to the system (docs/decisions/044); 0 never does.
   */
  QUIET_MEMORY_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * The page-drawing thread stops after this many seconds without a page to draw, handing back its heap; the next
   * page starts it again (docs/decisions/044). 0 keeps it once started.
   */
  DRAWING_THREAD_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400)
    .default(DEFAULT_DRAWING_THREAD_IDLE_SECONDS),
  /** How many megabytes of the style's map tiles a guide kept for offline reading may take (docs/decisions/033). */
  OFFLINE_TILES_MAX_MB: z.coerce.number().min(0).max(1000).default(DEFAULT_OFFLINE_TILES_MAX_MB),
});

const trustedOriginsOf = (baseUrl: string) => {
  const origin = new URL(baseUrl).origin;
  return [...new Set([origin, origin.replace("//localhost", "//127.0.0.1")])];
};

/** Push services want a way to reach whoever sends: the site when it is https, else the mail sender's address. */
function vapidSubjectOf(baseUrl: string | undefined, mailFrom: string): string {
  if (baseUrl?.startsWith("https://")) return new URL(baseUrl).origin;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** The server's settings, read from the environment: their type is what `configSchema` makes of it. */
const configSchema = (containerLimit: () => number | undefined) =>
  envSchema
    .superRefine((values, context) => {
      // The demo accounts' passwords are printed in the README: a real deployment must never create them.
      // Nodes sharing a PostgreSQL database must share the secret that signs sessions, or reject each other's.
      if (values.DATABASE_URL && !values.BETTER_AUTH_SECRET) {
        context.addIssue({
          code: "custom",
          path: ["BETTER_AUTH_SECRET"],
          message: "required with DATABASE_URL, the same on every server node (32 or more characters)",
        });
      }
      if ((values.VAPID_PUBLIC_KEY === undefined) !== (values.VAPID_PRIVATE_KEY === undefined)) {
        context.addIssue({
          code: "custom",
          path: [values.VAPID_PUBLIC_KEY === undefined ? "VAPID_PUBLIC_KEY" : "VAPID_PRIVATE_KEY"],
          message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together",
        });
      }
      for (const setting of ["S3_ENDPOINT", "S3_REGION", "S3_FORCE_PATH_STYLE"] as const) {
        if (values[setting] !== undefined && !values.S3_BUCKET) {
          context.addIssue({ code: "custom", path: [setting], message: "has no effect without S3_BUCKET" });
        }
      }
      if (values.NODE_ENV === "production" && values.DEMO_CONTENT === true) {
        context.addIssue({
          code: "custom",
          path: ["DEMO_CONTENT"],
          message: "demo content (with its published demo passwords) is refused when NODE_ENV=production",
        });
      }
    })
    .transform((values) => {
      const memoryLimitMb = values.MEMORY_LIMIT_MB ?? containerLimit();
      const budget =
        memoryLimitMb === undefined ? undefined : memoryBudget(memoryLimitMb, !values.DATABASE_URL);
      return {
        port: values.PORT,
        host: values.HOST,
        dataDir: path.resolve(values.DATA_DIR),
        databaseUrl: values.DATABASE_URL,
        // Off in production; on with the embedded database; off with DATABASE_URL unless asked for.
        demoContent: values.DEMO_CONTENT ?? (values.NODE_ENV !== "production" && !values.DATABASE_URL),
        logLevel: values.LOG_LEVEL,
        webDistDir: path.resolve(values.WEB_DIST_DIR),
        baseUrl: values.BASE_URL ?? `http://localhost:${values.PORT}`,
        /** Pages that may send writes: the app's own address (and 127.0.0.1 for localhost, the same machine). */
        trustedOrigins: trustedOriginsOf(values.BASE_URL ?? `http://localhost:${values.PORT}`),
        authSecret: values.BETTER_AUTH_SECRET,
        adminEmails: values.ADMIN_EMAILS.split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
        trustProxy: values.TRUST_PROXY,
        smtpUrl: values.SMTP_URL,
        mailFrom: values.MAIL_FROM,
        emailDigest: {
          intervalMs: values.EMAIL_DIGEST_HOURS * 3_600_000,
          sweepMs: values.EMAIL_DIGEST_SWEEP_SECONDS * 1000,
        },
        push: {
          keys:
            values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
              ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
              : undefined,
          subject: values.VAPID_SUBJECT ?? vapidSubjectOf(values.BASE_URL, values.MAIL_FROM),
          extraOrigins: listed(values.PUSH_SERVICE_ORIGINS).map((origin) => new URL(origin).origin),
        },
        authRateLimit: values.AUTH_RATE_LIMIT,
        uploadRateLimit: values.UPLOAD_RATE_LIMIT,
        searchRateLimit: values.SEARCH_RATE_LIMIT,
        mcpRateLimit: values.MCP_RATE_LIMIT,
        requestTimeoutMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
        realtimeLimits: {
          total: values.REALTIME_MAX_STREAMS,
          perAddress: values.REALTIME_MAX_STREAMS_PER_ADDRESS,
        },
        databaseTimeouts: {
          connectMs: values.DATABASE_CONNECT_TIMEOUT * 1000,
          statementMs: values.DATABASE_STATEMENT_TIMEOUT * 1000,
          acquireMs: values.DATABASE_ACQUIRE_TIMEOUT * 1000,
        },
        metricsToken: values.METRICS_TOKEN,
        s3: values.S3_BUCKET
          ? {
              bucket: values.S3_BUCKET,
              endpoint: values.S3_ENDPOINT,
              region: values.S3_REGION ?? "us-east-1",
              forcePathStyle: values.S3_FORCE_PATH_STYLE ?? false,
            }
          : undefined,
        mediaBaseUrl: values.MEDIA_BASE_URL?.replace(/\/+$/, ""),
        mapStyleUrl: values.MAP_STYLE_URL,
        offlineTilesMaxMb: values.OFFLINE_TILES_MAX_MB,
        pageCacheBytes: (values.PAGE_CACHE_MB ?? budget?.pageCacheMb ?? DEFAULT_PAGE_CACHE_MB) * 1_000_000,
        /** What each part may hold within the memory limit; undefined without one. */
        memoryBudget: budget,
        pageLineLimits: {
          running: values.PAGE_REQUESTS_PER_ADDRESS,
          waiting: values.PAGE_REQUESTS_WAITING_PER_ADDRESS,
        },
        quietMemorySeconds: values.QUIET_MEMORY_SECONDS,
        drawingThreadIdleSeconds: values.DRAWING_THREAD_IDLE_SECONDS,
      };
    });

export type Config = z.output<ReturnType<typeof configSchema>>;

/** Parses the environment once at start-up; a wrong setting stops the process with a clear message. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  containerLimit: () => number | undefined = containerLimitMb,
): Config {
  const parsed = configSchema(containerLimit).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return parsed.data;
}
