import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { storageKeys } from "../../infrastructure/storage/keys";
import { solidPng } from "../../seed/factories";
import { as, signUp } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/app";
import { multipartFile } from "../../test/auth";
import { startTestS3Server, type TestS3Server } from "../../test/s3";

/** First requests for a card arriving together, as when a link is shared in a busy chat. */
const PARALLEL = 48;

let s3: TestS3Server;
const apps: TestApp[] = [];
beforeAll(async () => {
  s3 = await startTestS3Server();
  const disk = await createTestApp({ demoContent: false });
  const bucket = await createTestApp({
    demoContent: false,
    env: {
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint ?? "",
      S3_REGION: s3.settings.region,
      S3_FORCE_PATH_STYLE: "true",
    },
  });
  apps.push(disk, bucket);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await s3?.close();
});

/** Someone with a large avatar, whose profile card shows it. */
async function personWithLargeAvatar(t: TestApp) {
  const person = await signUp(t.app);
  const data = await solidPng({ width: 1600, height: 1600 });
  const { payload, headers } = await multipartFile("avatar", { name: "me.png", type: "image/png", data });
  const answer = await t.app.inject(as(person, { method: "PUT", url: "/api/me/avatar", payload, headers }));
  expect(answer.statusCode, answer.body).toBe(200);
  return person;
}

async function askAtOnce(t: TestApp, username: string) {
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, () =>
      t.app.inject({ method: "GET", url: `/media/previews/profiles/${username}.png` }),
    ),
  );
  return { statuses: answers.map((answer) => answer.statusCode), bodies: answers.map((a) => a.rawPayload) };
}

describe.each([
  ["on local disk", 0],
  ["on S3", 1],
])("a preview card asked for by many at once, %s", (_, which) => {
  it("is drawn and stored once, every request gets it, and a new version replaces the old one", async () => {
    const t = apps[which] as TestApp;
    const person = await personWithLargeAvatar(t);
    const folder = `${storageKeys.previewFiles("profiles", person.id)}/`;
    const stores = vi.spyOn(t.storage, "put");
    const previewPuts = () => stores.mock.calls.filter(([key]) => key.startsWith(folder)).length;
    try {
      const first = await askAtOnce(t, person.username);
      expect(first.statuses).toEqual(Array(PARALLEL).fill(200));
      expect(first.bodies.every((body) => body.equals(first.bodies[0] as Buffer))).toBe(true);
      expect(previewPuts(), "cards drawn and stored").toBe(1);

      const rename = { firstName: "Renamed", lastName: "", username: person.username };
      const renamed = await t.app.inject(as(person, { method: "PATCH", url: "/api/me", payload: rename }));
      expect(renamed.statusCode).toBe(200);
      const second = await askAtOnce(t, person.username);
      expect(second.statuses).toEqual(Array(PARALLEL).fill(200));
      expect(second.bodies[0]?.equals(first.bodies[0] as Buffer)).toBe(false);
      expect(previewPuts()).toBe(2);
      const stored = (await t.storage.list()).filter((file) => file.key.startsWith(folder));
      expect(stored).toHaveLength(1);
      expect(await t.storage.get(stored[0]?.key ?? "")).toEqual(second.bodies[0]);
    } finally {
      stores.mockRestore();
    }
  });
});
