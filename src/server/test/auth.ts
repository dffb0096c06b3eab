import { createHmac } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { LightMyRequestResponse } from "fastify";
import type { Database } from "../infrastructure/db/client";
import { accounts, users } from "../infrastructure/db/schema";
import type { Mail, Mailer } from "../infrastructure/mail/mailer";
import { originOf, sessionCookie } from "./accounts";
import type { App } from "./app";
import { type FilePart, multipartForm } from "./multipart";

/** POST /api/auth/sign-in/email as the sign-in page sends it; `remoteAddress` picks the client address. */
export function signIn(
  app: App,
  credentials: { email: string; password: string },
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: originOf(app),
    payload: credentials,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Signs in and returns the new session's cookie, failing the test when sign-in is refused. */
export async function signInCookie(app: App, credentials: { email: string; password: string }) {
  const response = await signIn(app, credentials);
  if (response.statusCode !== 200)
    throw new Error(`Sign-in refused: ${response.statusCode} ${response.body}`);
  return sessionCookie(response.headers["set-cookie"]);
}

/** The headers of a browser request carrying this cookie, from the app's own page. */
export const withCookie = (app: App, cookie: string) => ({ cookie, ...originOf(app) });

/** All Set-Cookie lines of a response. */
export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers["set-cookie"];
  return Array.isArray(header) ? header : header ? [header] : [];
}

/** A mailer that keeps what it is given, for the test to read. */
export function capturingMailer(): { mailer: Mailer; sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, mailer: { send: async (mail) => void sent.push(mail) } };
}

/** An account with a password that existed before the app started (as if signed up under older settings). */
export async function insertAccount(
  db: Database,
  fields: { email: string; password: string; username: string },
) {
  const id = `existing-${fields.username}`;
  await db.insert(users).values({
    id,
    name: "Existing Person",
    email: fields.email,
    emailVerified: true,
    username: fields.username,
    displayUsername: fields.username,
    firstName: "Existing",
  });
  await db.insert(accounts).values({
    id: `${id}-credential`,
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(fields.password),
  });
  return id;
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The current code of an otpauth:// URI, computed as an authenticator app does (RFC 6238, HMAC-SHA1). */
export function totpCode(uri: string, at = Date.now()): string {
  const params = new URL(uri).searchParams;
  const secret = base32Decode(params.get("secret") ?? "");
  const digits = Number(params.get("digits") ?? 6);
  const period = Number(params.get("period") ?? 30);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)));
  const hmac = createHmac("sha1", secret).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  const value = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, "0");
}

/** A multipart/form-data body with one file field, ready for `app.inject({ payload, headers })`. */
export const multipartFile = (field: string, file: FilePart) => multipartForm({}, { [field]: file });
