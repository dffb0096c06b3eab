import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { z } from "zod";
import { API_ERRORS } from "../../../shared/messages";
import type { ApiErrorBody } from "../../../shared/schemas";
import { isDatabaseUnavailable, isUnstorableValue, isVanishedReference } from "../db/unavailable";
import {
  ConflictError,
  DomainError,
  type ErrorDetails,
  ForbiddenError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  TooLargeError,
  UnauthenticatedError,
  UnavailableError,
} from "../errors";

/** The one place where a kind of domain failure becomes an HTTP status. */
const STATUS_OF: Array<[abstract new (...args: never[]) => DomainError, number]> = [
  [InvalidInputError, 400],
  [UnauthenticatedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [GoneError, 410],
  [TooLargeError, 413],
  [RateLimitedError, 429],
  [UnavailableError, 503],
];

const statusOf = (error: DomainError) => STATUS_OF.find(([kind]) => error instanceof kind)?.[1] ?? 400;

/** Parses a value the route read itself (a multipart JSON field), refusing it with the same 400 as Fastify's. */
export function parseInput<T>(schema: z.ZodType<T>, raw: unknown, field: string): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const details: ErrorDetails = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".") || field;
    details[path] = [...(details[path] ?? []), issue.message];
  }
  throw new InvalidInputError(parsed.error.issues[0]?.message ?? API_ERRORS.invalidRequest, details);
}

/** Failing over or restarting PostgreSQL takes seconds, so that is how long a client waits before retrying. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

function body(code: string, message: string, details?: ErrorDetails): ApiErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

/**
 * Fastify's router refuses some URLs before any hook or error handler runs (a broken %-escape, a path parameter
 * past its length limit) and by default answers them in a shape of its own: this keeps them in the API's.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(error.statusCode ?? 400).send(body(error.code, error.message));
}

/** Every failure leaves the API in the one shape of `apiErrorSchema`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(statusOf(error)).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: ErrorDetails = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".") || "request";
        const messages = details[field] ?? [];
        messages.push(issue.message ?? "Invalid value");
        details[field] = messages;
      }
      return reply.status(400).send(body("VALIDATION_FAILED", API_ERRORS.invalidRequest, details));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body("RATE_LIMITED", API_ERRORS.tooManyRequests));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body(error.code ?? "BAD_REQUEST", error.message));
    }
    if (isUnstorableValue(error)) {
      return reply.status(400).send(body("VALIDATION_FAILED", API_ERRORS.unstorableValue));
    }
    if (isVanishedReference(error)) {
      return reply.status(409).send(body("CONFLICT", API_ERRORS.changedMeanwhile));
    }
    if (isDatabaseUnavailable(error)) {
      // Not the request's fault: the client may try again shortly, and a proxy may route around this node.
      request.log.warn({ reason: error.message }, "database unavailable");
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(body("DATABASE_UNAVAILABLE", API_ERRORS.unavailable));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(body("INTERNAL", API_ERRORS.internal));
  });
}
