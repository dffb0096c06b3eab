import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";

const HEADER = "x-cityguides-internal-read";
/** Made anew by each process and never sent out, so no request from outside can carry it. */
const SECRET = randomBytes(24).toString("base64url");

/**
 * The headers of a read the server makes of its own API (a page drawn on the server reads what its page needs).
 * Such reads are not the visitor's to count again: the page itself was counted by its line (docs/decisions/035).
 */
export const INTERNAL_READ_HEADERS = { [HEADER]: SECRET } as const;

/** Whether the request is one of the server's own reads of its API. */
export const isInternalRead = (request: FastifyRequest): boolean => request.headers[HEADER] === SECRET;
