import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { byCategory } from "../../../shared/categories";
import { guides } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { eventually, openEventStream } from "../../test/event-stream";
import { cityByValue, pickPlaces } from "../../test/fixtures";
import { type GuideBody, guideJson, sendGuide } from "../../test/guides";

const t = setupTestApp();
let port: number;
let owner: TestAccount;
let editor: TestAccount;
let outsider: TestAccount;
let body: GuideBody;
let extra: string;
let guideId: string;

const streamOf = (account: TestAccount | undefined, id = guideId) =>
  openEventStream(port, undefined, account ? { cookie: account.cookie } : {}, `/api/realtime?guide=${id}`);
const changeOf = (table: string) => `event: guide\ndata: {"guideId":"${guideId}","table":"${table}"}\n\n`;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  [owner, editor, outsider] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  const milan = await cityByValue(t.db, "milan");
  const picked = await pickPlaces(t.db, milan.id, 4);
  body = {
    name: "Milan, live",
    cityId: milan.id,
    places: byCategory((key) => picked[key].slice(0, 3)),
    status: "draft",
  };
  extra = picked.cafesBrunch[3] ?? "";
  guideId = guideJson(await sendGuide(t, owner, { method: "POST" }, body), 201).id;
  const link = await t.app.inject(
    as(owner, { method: "POST", url: `/api/guides/${guideId}/invites`, payload: { role: "editor" } }),
  );
  const { token } = link.json<{ token: string }>();
  await t.app.inject(as(editor, { method: "POST", url: `/api/invites/${token}/accept` }));
});

describe("a guide's event stream (docs/decisions/057)", () => {
  it("tells the owner's open page of an editor's change within a second, and says who is viewing", async () => {
    const owners = await streamOf(owner);
    const editors = await streamOf(editor);
    try {
      expect(owners.response.statusCode).toBe(200);
      await eventually(
        () => owners.received().includes(`"viewers":["${[owner.id, editor.id].sort().join('","')}"]`),
        "both viewers",
        3_000,
      );
      const added = { ...body, places: { ...body.places, cafesBrunch: [...body.places.cafesBrunch, extra] } };
      const sent = Date.now();
      guideJson(await sendGuide(t, editor, { method: "PUT", id: guideId }, added));
      await eventually(
        () => owners.received().includes(changeOf("guide_places")),
        "the change",
        1_000 + (Date.now() - sent),
      );
      editors.close();
      await eventually(
        () => owners.received().endsWith(`"viewers":["${owner.id}"]}\n\n`),
        "the editor leaving",
        3_000,
      );
    } finally {
      owners.close();
      editors.close();
    }
  });

  it("is refused for a draft to anyone who is not its member, and ends for a member removed", async () => {
    expect((await streamOf(outsider)).response.statusCode).toBe(404);
    expect((await streamOf(undefined)).response.statusCode).toBe(404);
    const editors = await streamOf(editor);
    try {
      await eventually(() => editors.received().includes("event: presence"), "the greeting");
      await t.app.inject(as(owner, { method: "DELETE", url: `/api/guides/${guideId}/members/${editor.id}` }));
      await eventually(() => editors.received().includes(changeOf("ACCESS_LOST")), "the end", 2_000);
      await eventually(() => editors.response.complete, "the stream to end", 2_000);
    } finally {
      editors.close();
    }
  });

  it("carries a published guide's changes to its readers, never its members' reactions", async () => {
    await t.db.update(guides).set({ status: "published" }).where(eq(guides.id, guideId));
    const readers = await streamOf(outsider);
    const owners = await streamOf(owner);
    try {
      expect(readers.response.statusCode).toBe(200);
      await eventually(() => owners.received().includes("event: presence"), "the owner's greeting");
      const place = body.places.lunchDinner[0];
      await t.app.inject(
        as(owner, {
          method: "PUT",
          url: `/api/guides/${guideId}/places/${place}/reaction`,
          payload: { kind: "up" },
        }),
      );
      await eventually(
        () => owners.received().includes(changeOf("place_reactions")),
        "the owner's reaction event",
      );
      await t.db.update(guides).set({ name: "Milan, renamed" }).where(eq(guides.id, guideId));
      await eventually(() => readers.received().includes(changeOf("guides")), "the reader's rename event");
      expect(readers.received()).not.toContain("place_reactions");
      expect(readers.received()).not.toContain("event: presence");
    } finally {
      readers.close();
      owners.close();
    }
  });
});
