import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAP_STYLE_URL, MAP_STYLE_ELEMENT_ID } from "../../../shared/map-style";
import { SESSION_BOOTSTRAP_ID, type SessionBootstrap } from "../../../shared/session";
import { users } from "../../infrastructure/db/schema";
import { signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";

// A stand-in for the built web app: the shell the server writes the session into.
const distDir = mkdtempSync(path.join(os.tmpdir(), "cityguides-web-"));
mkdirSync(path.join(distDir, "assets"));
writeFileSync(
  path.join(distDir, "index.html"),
  '<!doctype html><html><head><title>Cityguides</title></head><body><div id="root"></div></body></html>',
);
const script = Buffer.from(`console.log(${JSON.stringify("cityguides ".repeat(200))});`);
writeFileSync(path.join(distDir, "assets", "app-1a2b3c.js"), script);
writeFileSync(path.join(distDir, "assets", "app-1a2b3c.js.br"), brotliCompressSync(script));
writeFileSync(path.join(distDir, "assets", "app-1a2b3c.js.gz"), gzipSync(script));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const t = setupTestApp({ demoContent: false, env: { WEB_DIST_DIR: distDir } });

let alice: TestAccount;
beforeAll(async () => {
  alice = await signUp(t.app, { username: "Page_Reader" });
});

const BOOTSTRAP = new RegExp(`<script type="application/json" id="${SESSION_BOOTSTRAP_ID}">(.*?)</script>`);

function bootstrapOf(html: string): SessionBootstrap {
  const json = BOOTSTRAP.exec(html)?.[1];
  if (json === undefined) throw new Error(`No ${SESSION_BOOTSTRAP_ID} element in ${html}`);
  return JSON.parse(json) as SessionBootstrap;
}

describe("the page shell", () => {
  it("writes the signed-in user into the page, without the session token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/", headers: { cookie: alice.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const session = bootstrapOf(response.body);
    expect(session?.user).toEqual({
      id: alice.id,
      email: alice.email.toLowerCase(),
      username: "page_reader",
      firstName: "Test",
      role: "user",
    });
    expect(Date.parse(session?.session.expiresAt ?? "")).toBeGreaterThan(Date.now());
    const token = decodeURIComponent(alice.cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(10);
    expect(response.body).not.toContain(token);
  });

  it("writes null for a visitor, on any client route", async () => {
    for (const [url, status] of [
      ["/", 200],
      ["/profile/edit", 200],
      ["/city/paris?x=1", 200],
      ["/guides/anything?x=1", 404],
    ] as const) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(status);
      expect(bootstrapOf(response.body), url).toBeNull();
      expect(response.body).toContain(`id="${SESSION_BOOTSTRAP_ID}">null</script>`);
    }
  });

  it("writes the map style the owner chose, the free public one when none is set", async () => {
    const response = await t.app.inject({ method: "GET", url: "/guide/paris/some-id" });
    expect(response.body).toContain(
      `<script type="application/json" id="${MAP_STYLE_ELEMENT_ID}">${JSON.stringify(DEFAULT_MAP_STYLE_URL)}</script>`,
    );
  });

  it("escapes '<' in what it writes, so a name cannot close the script element", async () => {
    // `$'` and `$&` too: String.replace with a text replacement would expand them into parts of the page.
    const name = "</script><script>alert(1)</script> $' $&";
    await t.db.update(users).set({ firstName: name }).where(eq(users.id, alice.id));
    const response = await t.app.inject({ method: "GET", url: "/", headers: { cookie: alice.cookie } });
    expect(response.body).not.toContain("<script>alert(1)");
    expect(bootstrapOf(response.body)?.user.firstName).toBe(name);
  });

  it("answers API and media misses with 404 JSON, not the page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("what is not a page", () => {
  it("answers HEAD for a page as GET does", async () => {
    const response = await t.app.inject({ method: "HEAD", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });

  it.each(["/favicon.ico", "/.env", "/assets/missing-1a2b.js", "/city/paris/photo.png"])(
    "answers a missing file %s with 404, not the app page",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it("still serves client routes, query strings with dots included", async () => {
    for (const url of ["/city/rio-de-janeiro", "/reset-password?token=a.b.c", "/profile/page_reader"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
    }
  });

  it("sends HSTS only over HTTPS", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("behind an HTTPS proxy", () => {
  const proxied = setupTestApp({ demoContent: false, env: { WEB_DIST_DIR: distDir, TRUST_PROXY: "1" } });
  it("sends HSTS when the proxy says the request came over HTTPS", async () => {
    const response = await proxied.app.inject({
      method: "GET",
      url: "/",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });
});

describe("the built scripts", () => {
  const get = (acceptEncoding?: string) =>
    t.app.inject({
      method: "GET",
      url: "/assets/app-1a2b3c.js",
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });

  it("are sent as the build compressed them, brotli first, with a year of caching", async () => {
    const br = await get("gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(script);

    const gz = await get("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload)).toEqual(script);
  });

  it("are sent as they are to a client that takes no compression", async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload).toEqual(script);
  });
});
