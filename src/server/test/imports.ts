import { readFileSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { ImportResult } from "../../shared/schemas";
import { as, type TestAccount } from "./accounts";
import type { TestApp } from "./app";
import { multipartForm } from "./multipart";

export type ImportFile = { name: string; data: Uint8Array };

/** A fixture of src/server/domains/imports/fixtures, as a browser would send it. */
export const importFixture = (name: string): ImportFile => ({
  name,
  data: readFileSync(path.join(import.meta.dirname, "../domains/imports/fixtures", name)),
});

/** The import form: an 'import' text field (JSON, or any text) and a 'file'. */
export const importForm = (request: object | string, file?: ImportFile) =>
  multipartForm({ import: request }, { file });

/** POST /api/imports as the account (anonymous without one). */
export async function sendImport(
  t: TestApp,
  account: TestAccount | undefined,
  request: object | string,
  file?: ImportFile,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await importForm(request, file);
  return t.app.inject(as(account, { method: "POST", url: "/api/imports", payload, headers }));
}

/** An import that must succeed: what it answered. */
export async function imported(
  t: TestApp,
  account: TestAccount,
  request: object,
  file: ImportFile,
): Promise<ImportResult> {
  const response = await sendImport(t, account, request, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportResult>();
}
