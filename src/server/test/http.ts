import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { ApiErrorBody } from "../../shared/schemas";

/** Asserts a refused request: its status and the one error shape of the API, `{ error: { code, message } }`. */
export function expectApiError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  message?: string,
): ApiErrorBody["error"] {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const { error } = response.json<ApiErrorBody>();
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe("string");
  if (message !== undefined) expect(error.message).toBe(message);
  return error;
}

/** The JSON body of a 200 answer, typed by the caller. */
export function okJson<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
