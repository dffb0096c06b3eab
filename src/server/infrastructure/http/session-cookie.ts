import { getSessionCookie } from "better-auth/cookies";
import type { FastifyRequest } from "fastify";

/** Whether the request sends a session cookie at all (which may still have expired). */
export function carriesSession(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  // Most reads send no cookie at all: no need to build a Headers object to find that out.
  return cookie !== undefined && cookie !== "" && getSessionCookie(new Headers({ cookie })) !== null;
}
