import { GONE_CODE } from "../../shared/gone-guide";
import { API_ERRORS } from "../../shared/messages";

/** Field name -> the messages about it, as the API's error shape carries them. */
export type ErrorDetails = Record<string, string[]>;

/**
 * A failure the domain names: services, rules and repositories throw these and know nothing of HTTP. The one
 * error handler (`http/errors.ts`) gives each kind its status; `code` and `message` reach the client as they are.
 */
export abstract class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

/** The input breaks a rule of the product. */
export class InvalidInputError extends DomainError {
  constructor(message: string, details?: ErrorDetails) {
    super("BAD_REQUEST", message, details);
  }
}

/** Nobody is signed in, and the action needs someone. */
export class UnauthenticatedError extends DomainError {
  constructor(message: string) {
    super("UNAUTHORIZED", message);
  }
}

/** The signed-in user may not do this. */
export class ForbiddenError extends DomainError {
  constructor(message: string, code = "FORBIDDEN") {
    super(code, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string = API_ERRORS.notFound) {
    super("NOT_FOUND", message);
  }
}

/** It existed and was public, and is no longer: the details say only what the client needs to point elsewhere. */
export class GoneError extends DomainError {
  constructor(message: string, details: ErrorDetails) {
    super(GONE_CODE, message, details);
  }
}

/** The action clashes with what exists (a taken name, a city still in use). */
export class ConflictError extends DomainError {}

export class TooLargeError extends DomainError {
  constructor(message: string) {
    super("FILE_TOO_LARGE", message);
  }
}

export class RateLimitedError extends DomainError {
  constructor(message: string = API_ERRORS.tooManyRequests) {
    super("RATE_LIMITED", message);
  }
}

/** The server cannot take this on right now; the client may try again later. */
export class UnavailableError extends DomainError {}
