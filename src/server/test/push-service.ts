import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** A message as a push service received it. */
export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service of the test's own (RFC 8030's push resource, on loopback): it keeps what it is sent and answers
 * 201, or the status a path was given (410 for a subscription the browser dropped).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** From now on, a push to `path` gets `status`. */
    answer(path: string, status: number) {
      answers.set(path, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and 16-byte auth secret, as PushManager makes them. */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

/**
 * Decrypts an aes128gcm Web Push message (RFC 8291, RFC 8188) with the browser's keys, as the browser would:
 * written here from the RFCs rather than with the library that encrypted it.
 */
export function decryptPush(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error("More than one record");
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with 0x02 and then any zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error("Bad padding");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * The VAPID claims of a push request's `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292), once its ES256
 * signature is checked against `publicKey` (the server's, base64url).
 */
export function verifiedVapidClaims(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(authorization ?? "");
  if (!match?.[1] || match[2] !== publicKey) throw new Error(`Not our VAPID header: ${authorization}`);
  const [header = "", claims = "", signature = ""] = match[1].split(".");
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("The VAPID signature does not verify");
  return JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string };
}
