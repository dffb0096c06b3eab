import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ACCOUNT_MESSAGES } from "../../../shared/messages";
import { ForbiddenError, UnauthenticatedError } from "../../infrastructure/errors";
import { carriesSession } from "../../infrastructure/http/session-cookie";
import type { Auth } from "./auth";

export type SessionUser = { id: string; email: string; role: string; username: string | null };

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; looked up once per request. */
    currentUser(): Promise<SessionUser | null>;
  }
}

const NOBODY: Promise<SessionUser | null> = Promise.resolve(null);

export function registerSession(app: FastifyInstance, auth: Auth) {
  app.decorate("auth", auth);
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest("currentUser", function (this: FastifyRequest) {
    // Most reads are anonymous: without a cookie there is nothing to look up, nor to remember.
    if (!this.headers.cookie) return NOBODY;
    let lookup = cache.get(this);
    if (!lookup) {
      lookup = carriesSession(this)
        ? auth.api.getSession({ headers: fromNodeHeaders(this.headers) }).then(toSessionUser)
        : NOBODY;
      cache.set(this, lookup);
    }
    return lookup;
  });
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
  if (!user) throw new UnauthenticatedError(signedOutMessage);
  return user;
}

export async function requireAdmin(
  request: FastifyRequest,
  signedOutMessage: string = ACCOUNT_MESSAGES.sessionMissing,
): Promise<SessionUser> {
  const user = await requireUser(request, signedOutMessage);
  if (user.role !== "admin") throw new ForbiddenError(ACCOUNT_MESSAGES.adminOnly);
  return user;
}

/** Route hooks that refuse before the body is even read, so visitors get 401/403 rather than a 400. */
export const adminOnlyWith = (signedOutMessage: string) => async (request: FastifyRequest) => {
  await requireAdmin(request, signedOutMessage);
};
export const adminOnly = adminOnlyWith(ACCOUNT_MESSAGES.sessionMissing);
