import { generateKeyPairSync } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export type VapidKeys = { publicKey: string; privateKey: string };

/** A new P-256 pair as Web Push wants it: the public key uncompressed (0x04, x, y) and the private scalar, base64url. */
function makeVapidKeys(): VapidKeys {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = privateKey.export({ format: "jwk" });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? "", "base64url"),
    Buffer.from(jwk.y ?? "", "base64url"),
  ]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d ?? "" };
}

/**
 * The configured keys (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY), else a pair made on first start and kept in the
 * data directory, as the auth secret is: browsers subscribed with the public key, so it must outlive restarts.
 */
export function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = path.join(dataDir, "vapid-keys.json");
  try {
    const kept = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch {
    // Not made yet: make it below.
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = makeVapidKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
