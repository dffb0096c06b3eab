import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TOKEN_MESSAGES, type TokenScope } from "../../../shared/api-tokens";
import { ACCOUNT_MESSAGES } from "../../../shared/messages";
import { ForbiddenError, UnauthenticatedError } from "../../infrastructure/errors";
import { bearerToken } from "../../infrastructure/http/bearer";
import { carriesSession } from "../../infrastructure/http/session-cookie";
import type { Auth } from "./auth";
import type { TokenHolderOf } from "./tokens/service";

/** The signed-in user; `tokenId` when they act through a personal API token (docs/decisions/042). */
export type SessionUser = {
  id: string;
  email: string;
  role: string;
  username: string | null;
  /** Set when a personal API token speaks for the user: its id (for the logs) and its scopes. */
  tokenId?: string;
  tokenScopes?: TokenScope[];
};

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; looked up once per request. */
    currentUser(): Promise<SessionUser | null>;
  }
  interface FastifyContextConfig {
    /**
     * What a personal API token needs to act on this route: a scope, or `never` (account and token settings).
     * Without it, reads need `read` and writes are closed to tokens.
     */
    tokenScope?: TokenScope | "never" | "any";
  }
}

/** Why a token request's user is null: the route is not open to it, or the token lacks the scope. */
const tokenRefusals = new WeakMap<FastifyRequest, string>();

/** What a token needs on a route (its `tokenScope`): reads need `read` unless a route says otherwise. */
export const tokenScopeOf = (
  method: string,
  config: { tokenScope?: TokenScope | "never" | "any" } | undefined,
): TokenScope | "never" | "any" => config?.tokenScope ?? (method.toUpperCase() === "GET" ? "read" : "never");

/** A route that needs someone signed in: one whose answers include a 401. */
export const needsSignIn = (schema: { response?: unknown } | undefined): boolean =>
  Object.hasOwn(schema?.response ?? {}, 401);

const scopeFor = (request: FastifyRequest) => tokenScopeOf(request.method, request.routeOptions.config);

const NOBODY: Promise<SessionUser | null> = Promise.resolve(null);

/**
 * A token request's user: its owner when the route is open to tokens and the token has the scope it needs;
 * otherwise nobody, with the reason kept for requireUser's 403.
 */
async function tokenUser(request: FastifyRequest, token: string, holderOf: TokenHolderOf) {
  const holder = await holderOf(token, request.ip);
  const scope = scopeFor(request);
  if (scope === "any") return holder;
  if (scope === "never") tokenRefusals.set(request, TOKEN_MESSAGES.notForTokens);
  else if (!holder.tokenScopes.includes(scope))
    tokenRefusals.set(request, TOKEN_MESSAGES.missingScope(scope));
  else return holder;
  return null;
}

export function registerSession(app: FastifyInstance, auth: Auth, tokens: TokenHolderOf) {
  app.decorate("auth", auth);
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest("currentUser", function (this: FastifyRequest) {
    // A bearer token speaks for its owner instead of any cookie (it is not an ambient credential).
    const token = bearerToken(this.headers.authorization);
    // Most reads are anonymous: without a cookie or a token there is nothing to look up, nor to remember.
    if (!token && !this.headers.cookie) return NOBODY;
    let lookup = cache.get(this);
    if (!lookup) {
      lookup = token
        ? tokenUser(this, token, tokens)
        : carriesSession(this)
          ? auth.api.getSession({ headers: fromNodeHeaders(this.headers) }).then(toSessionUser)
          : NOBODY;
      cache.set(this, lookup);
    }
    return lookup;
  });
  // A token is judged before anything else of a signed-in route runs (its body is not even read): a token out of
  // its scopes gets its 403, an unknown one its 401. Public routes treat it as they treat anyone.
  // A callback hook: every request passes here, and most carry no token, so they pay no promise for it.
  app.addHook("onRequest", (request, reply, done) => {
    if (!bearerToken(request.headers.authorization) || !needsSignIn(request.routeOptions.schema))
      return done();
    judgeToken(request, reply).then(() => done(), done);
  });
}

async function judgeToken(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = await request.currentUser();
  // What a token did is told apart in the logs by its id (never by the token itself).
  if (user?.tokenId) {
    request.log = request.log.child({ tokenId: user.tokenId });
    reply.log = request.log;
  }
  const refusal = tokenRefusals.get(request);
  if (refusal) throw new ForbiddenError(refusal, "TOKEN_NOT_ALLOWED");
}

type FoundSession = Awaited<ReturnType<Auth["api"]["getSession"]>>;

function toSessionUser(result: FoundSession): SessionUser | null {
  return result
    ? {
        id: result.user.id,
        email: result.user.email,
        role: result.user.role ?? "user",
        username: result.user.username ?? null,
      }
    : null;
}

/** The signed-in user, or a 401 saying `signedOutMessage` (docs/product.md §5/§8 name one for some actions). */
export async function requireUser(
  request: FastifyRequest,
  signedOutMessage: string = ACCOUNT_MESSAGES.sessionMissing,
): Promise<SessionUser> {
  const user = await request.currentUser();
  const refusal = tokenRefusals.get(request);
  if (!user && refusal) throw new ForbiddenError(refusal, "TOKEN_NOT_ALLOWED");
  if (!user) throw new UnauthenticatedError(signedOutMessage);
  return user;
}

export async function requireAdmin(
  request: FastifyRequest,
  signedOutMessage: string = ACCOUNT_MESSAGES.sessionMissing,
): Promise<SessionUser> {
  const user = await requireUser(request, signedOutMessage);
  // Admin routes are closed to tokens by their scope already; this holds if one were ever opened by mistake.
  if (user.tokenId) throw new ForbiddenError(TOKEN_MESSAGES.notForTokens, "TOKEN_NOT_ALLOWED");
  if (user.role !== "admin") throw new ForbiddenError(ACCOUNT_MESSAGES.adminOnly);
  return user;
}

/** Route hooks that refuse before the body is even read, so visitors get 401/403 rather than a 400. */
export const adminOnlyWith = (signedOutMessage: string) => async (request: FastifyRequest) => {
  await requireAdmin(request, signedOutMessage);
};
export const adminOnly = adminOnlyWith(ACCOUNT_MESSAGES.sessionMissing);
