import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { API_ERRORS } from "../../../shared/messages";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from "../../../shared/schemas/accounts";
import { InvalidInputError, NotFoundError } from "../../infrastructure/errors";
import { parseInput } from "../../infrastructure/http/errors";

/**
 * Session tokens live only in the httpOnly cookie (docs/product.md §7): better-auth also echoes them in JSON bodies
 * (sign-in, sign-up, get-session, list-sessions), where page scripts could read them, so they are taken out on the way.
 */
function withoutTokens(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (parsed === null || typeof parsed !== "object") return body;
  // A list of sessions (list-sessions) carries one token per session.
  const records = (Array.isArray(parsed) ? parsed : [parsed]) as Array<{
    token?: unknown;
    session?: unknown;
  }>;
  for (const record of records) {
    if (record === null || typeof record !== "object") continue;
    delete record.token;
    if (record.session && typeof record.session === "object")
      delete (record.session as { token?: unknown }).token;
  }
  return JSON.stringify(parsed);
}

/**
 * The better-auth endpoints the product uses (docs/product.md §7). Every other one, the admin plugin's
 * impersonation, role and password endpoints included, answers 404: a live endpoint nobody uses is only risk.
 */
export const PRODUCT_AUTH_PATHS = new Set([
  "sign-up/email",
  "sign-in/email",
  "sign-out",
  "get-session",
  "list-sessions",
  "revoke-sessions",
  "is-username-available",
  "request-password-reset",
  "reset-password",
  "two-factor/enable",
  "two-factor/disable",
  "two-factor/verify-totp",
  "verify-email",
]);

/** A mailed reset link: better-auth's reset endpoint followed by one token segment. */
const RESET_LINK = /^reset-password\/[A-Za-z0-9_-]+$/;

/**
 * The endpoint better-auth will route for `url`, e.g. "sign-in/email" (a reset link's token dropped), or undefined
 * outside /api/auth/. Read from the pathname as `new URL` leaves it, dot segments resolved (`..`, `%2e%2e` and
 * backslashes included), because that URL is what better-auth is handed: checking the raw path let
 * `reset-password/%2e%2e/admin/list-users` through to the admin endpoints.
 */
function authEndpoint(url: URL): string | undefined {
  const endpoint = /^\/api\/auth\/(.+)$/.exec(url.pathname)?.[1];
  if (endpoint === undefined) return undefined;
  return RESET_LINK.test(endpoint) ? "reset-password" : endpoint;
}

/**
 * The app's limits on the fields better-auth stores without checking them itself (a `name` or `displayUsername`
 * of any length); first and last names are checked by the sign-up hook in auth.ts.
 */
const storedFieldsSchema = z
  .object({
    name: z.string().max(NAME_MAX_LENGTH * 2 + 1),
    username: z.string().max(USERNAME_MAX_LENGTH),
    displayUsername: z.string().max(USERNAME_MAX_LENGTH),
    email: z.string().max(EMAIL_MAX_LENGTH),
    image: z.string().max(300),
  })
  .partial();

/** No auth form nests deeper; a deeper body is an attack on the JSON handling, not a form. */
const MAX_BODY_DEPTH = 8;

/** A JSON object (not null, an array or a scalar) nested at most `depth` levels. */
function isShallowObject(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const within = (inner: unknown, left: number): boolean => {
    if (inner === null || typeof inner !== "object") return true;
    if (left === 0) return false;
    return Object.values(inner).every((child) => within(child, left - 1));
  };
  return within(value, depth);
}

/**
 * Hands /api/auth/* to better-auth. The client address Fastify determined (the socket, or a trusted proxy's
 * X-Forwarded-For) replaces any forwarded header the client sent, so rate limits cannot be dodged by spoofing.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  app.route({
    method: ["GET", "POST"],
    url: "/auth/*",
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, app.config.baseUrl);
      const endpoint = authEndpoint(url);
      if (endpoint === undefined || !PRODUCT_AUTH_PATHS.has(endpoint)) throw new NotFoundError();
      if (request.body !== undefined) {
        if (!isShallowObject(request.body, MAX_BODY_DEPTH))
          throw new InvalidInputError(API_ERRORS.authBodyInvalid);
        parseInput(storedFieldsSchema, request.body, "body");
      }
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value === undefined || key === "x-forwarded-for") continue;
        headers.set(key, Array.isArray(value) ? value.join(", ") : value);
      }
      headers.set("x-forwarded-for", request.ip);
      const response = await app.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: request.method === "POST" && request.body ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key !== "set-cookie") reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (!response.body) return reply.send(null);
      const text = await response.text();
      const isJson = response.headers.get("content-type")?.includes("application/json");
      return reply.send(isJson ? withoutTokens(text) : text);
    },
  });
};
