import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { z } from "zod";
import { API_ERRORS } from "../../shared/messages";
import type { ApiErrorBody } from "../../shared/schemas";
import { isDatabaseUnavailable } from "../db/unavailable";

/** An error the client may see: its status, a stable code and a message meant for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = API_ERRORS.notFound) => new HttpError(404, "NOT_FOUND", message);
export const badRequest = (message: string, details?: Record<string, string[]>) =>
  new HttpError(400, "BAD_REQUEST", message, details);

/** Parses a value the route read itself (a multipart JSON field), refusing it with the same 400 as Fastify's. */
export function parseOr400<T>(schema: z.ZodType<T>, raw: unknown, field: string): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const details: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".") || field;
    details[path] = [...(details[path] ?? []), issue.message];
  }
  throw badRequest(parsed.error.issues[0]?.message ?? API_ERRORS.invalidRequest, details);
}

/** Failing over or restarting PostgreSQL takes seconds, so that is how long a client waits before retrying. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

function body(code: string, message: string, details?: Record<string, string[]>): ApiErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

/** Every failure leaves the API in the one shape of `apiErrorSchema`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string[]> = {};
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
